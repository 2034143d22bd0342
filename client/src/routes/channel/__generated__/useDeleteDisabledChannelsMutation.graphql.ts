/**
 * @generated SignedSource<<d369a42367605a73f9467fc5c8842ab1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteDisabledChannelsMutation$variables = Record<PropertyKey, never>;
export type useDeleteDisabledChannelsMutation$data = {
  readonly deleteDisabledChannels: number;
};
export type useDeleteDisabledChannelsMutation = {
  response: useDeleteDisabledChannelsMutation$data;
  variables: useDeleteDisabledChannelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleteDisabledChannels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteDisabledChannelsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDeleteDisabledChannelsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2cd31b7d3ba5b3679bf4d8d777fe62fa",
    "id": null,
    "metadata": {},
    "name": "useDeleteDisabledChannelsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDisabledChannelsMutation {\n  deleteDisabledChannels\n}\n"
  }
};
})();

(node as any).hash = "e650354f451107ca6344fbda2a985366";

export default node;
