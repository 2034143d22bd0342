/**
 * @generated SignedSource<<99e0adbbadcc20acb793018709335200>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSelfInput = {
  displayName?: string | null | undefined;
  originalPassword: string;
  password?: string | null | undefined;
  username?: string | null | undefined;
};
export type useUpdateSelfMutation$variables = {
  input: UpdateSelfInput;
};
export type useUpdateSelfMutation$data = {
  readonly updateSelf: {
    readonly displayName: string;
    readonly id: string;
    readonly username: string;
  };
};
export type useUpdateSelfMutation = {
  response: useUpdateSelfMutation$data;
  variables: useUpdateSelfMutation$variables;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateSelf",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSelfMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSelfMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "275642e62e18b1dfef0de37b9f5ca8eb",
    "id": null,
    "metadata": {},
    "name": "useUpdateSelfMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSelfMutation(\n  $input: UpdateSelfInput!\n) {\n  updateSelf(input: $input) {\n    id\n    username\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "e768a55365f9a79781727bcbee9419c2";

export default node;
