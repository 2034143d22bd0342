/**
 * @generated SignedSource<<9f909bd40fc25a0ecbed40e31cb1b1c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteChannelMutation$variables = {
  id: number;
};
export type useDeleteChannelMutation$data = {
  readonly deleteChannel: boolean;
};
export type useDeleteChannelMutation = {
  response: useDeleteChannelMutation$data;
  variables: useDeleteChannelMutation$variables;
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
    "name": "deleteChannel",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteChannelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteChannelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bb57161b2e18744fed064850878d5ff0",
    "id": null,
    "metadata": {},
    "name": "useDeleteChannelMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteChannelMutation(\n  $id: Int!\n) {\n  deleteChannel(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "51f063853b1291d36586cc0aa1a55a43";

export default node;
