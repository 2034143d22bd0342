/**
 * @generated SignedSource<<c6e4968fdd837fe1a93adb9293cdbcba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OptionInput = {
  key: string;
  value: string;
};
export type useSetOptionsMutation$variables = {
  input: ReadonlyArray<OptionInput>;
};
export type useSetOptionsMutation$data = {
  readonly setOptions: ReadonlyArray<{
    readonly key: string;
  }>;
};
export type useSetOptionsMutation = {
  response: useSetOptionsMutation$data;
  variables: useSetOptionsMutation$variables;
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
    "concreteType": "OptionEntry",
    "kind": "LinkedField",
    "name": "setOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
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
    "name": "useSetOptionsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetOptionsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9ffb4ac329cdce51eb5edc4c3daf1432",
    "id": null,
    "metadata": {},
    "name": "useSetOptionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetOptionsMutation(\n  $input: [OptionInput!]!\n) {\n  setOptions(input: $input) {\n    key\n  }\n}\n"
  }
};
})();

(node as any).hash = "71e8beed2b55e33a77d7eb7fcc11ff83";

export default node;
