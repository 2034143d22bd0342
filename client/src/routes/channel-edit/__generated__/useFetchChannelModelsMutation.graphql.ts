/**
 * @generated SignedSource<<ced6bc4cad496536249d8d85709e90fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useFetchChannelModelsMutation$variables = {
  baseUrl?: string | null | undefined;
  key: string;
  type: number;
};
export type useFetchChannelModelsMutation$data = {
  readonly fetchChannelModels: ReadonlyArray<string>;
};
export type useFetchChannelModelsMutation = {
  response: useFetchChannelModelsMutation$data;
  variables: useFetchChannelModelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "baseUrl"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "baseUrl",
        "variableName": "baseUrl"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "kind": "ScalarField",
    "name": "fetchChannelModels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFetchChannelModelsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useFetchChannelModelsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6e9e59f691bb69ebe03ccfef822f8967",
    "id": null,
    "metadata": {},
    "name": "useFetchChannelModelsMutation",
    "operationKind": "mutation",
    "text": "mutation useFetchChannelModelsMutation(\n  $baseUrl: String\n  $type: Int!\n  $key: String!\n) {\n  fetchChannelModels(baseUrl: $baseUrl, type: $type, key: $key)\n}\n"
  }
};
})();

(node as any).hash = "984fdf2faeec0859bba6b96fb72314dd";

export default node;
