/**
 * @generated SignedSource<<bdda032673b22f95aef4a67cb0cb9612>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateChannelBalanceMutation$variables = {
  id: number;
};
export type useUpdateChannelBalanceMutation$data = {
  readonly updateChannelBalance: number;
};
export type useUpdateChannelBalanceMutation = {
  response: useUpdateChannelBalanceMutation$data;
  variables: useUpdateChannelBalanceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "kind": "ScalarField",
    "name": "updateChannelBalance",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateChannelBalanceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateChannelBalanceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6148cc311a72589b3fe01b7194519240",
    "id": null,
    "metadata": {},
    "name": "useUpdateChannelBalanceMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateChannelBalanceMutation(\n  $id: Int!\n) {\n  updateChannelBalance(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "93358292a6a37cb1f0302bd04255e57b";

export default node;
