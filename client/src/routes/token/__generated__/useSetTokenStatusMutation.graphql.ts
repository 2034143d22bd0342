/**
 * @generated SignedSource<<a011f53f39735dab809f41f34c5d95c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetTokenStatusInput = {
  id: string;
  status: number;
};
export type useSetTokenStatusMutation$variables = {
  input: SetTokenStatusInput;
};
export type useSetTokenStatusMutation$data = {
  readonly setTokenStatus: {
    readonly id: string;
    readonly status: number;
  };
};
export type useSetTokenStatusMutation = {
  response: useSetTokenStatusMutation$data;
  variables: useSetTokenStatusMutation$variables;
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
    "concreteType": "Token",
    "kind": "LinkedField",
    "name": "setTokenStatus",
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
        "name": "status",
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
    "name": "useSetTokenStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTokenStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0db52df7d4515ca681c0512b27c84ffb",
    "id": null,
    "metadata": {},
    "name": "useSetTokenStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTokenStatusMutation(\n  $input: SetTokenStatusInput!\n) {\n  setTokenStatus(input: $input) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "863a9dcae969b215c5cfeae40ea9d543";

export default node;
