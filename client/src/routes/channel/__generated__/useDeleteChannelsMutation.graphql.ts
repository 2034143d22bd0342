/**
 * @generated SignedSource<<2901d7623929af4e11dfee0e5dffaacc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteChannelsMutation$variables = {
  ids: ReadonlyArray<number>;
};
export type useDeleteChannelsMutation$data = {
  readonly deleteChannels: number;
};
export type useDeleteChannelsMutation = {
  response: useDeleteChannelsMutation$data;
  variables: useDeleteChannelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteChannels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteChannelsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteChannelsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9e6acfc4dd53f7d24f4eb0f8612c6cc1",
    "id": null,
    "metadata": {},
    "name": "useDeleteChannelsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteChannelsMutation(\n  $ids: [Int!]!\n) {\n  deleteChannels(ids: $ids)\n}\n"
  }
};
})();

(node as any).hash = "36bbbc1b72314e87619d47a62444279e";

export default node;
