/**
 * @generated SignedSource<<5ed86f7a305509d666c58e566ed7d706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteTokenInput = {
  ids: ReadonlyArray<string>;
};
export type useDeleteTokenMutation$variables = {
  input: DeleteTokenInput;
};
export type useDeleteTokenMutation$data = {
  readonly deleteToken: number;
};
export type useDeleteTokenMutation = {
  response: useDeleteTokenMutation$data;
  variables: useDeleteTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteToken",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fd4a239d54a708ae1ff586e1438dd96c",
    "id": null,
    "metadata": {},
    "name": "useDeleteTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteTokenMutation(\n  $input: DeleteTokenInput!\n) {\n  deleteToken(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "49a345346f99bdb1dbf0a6198545d736";

export default node;
