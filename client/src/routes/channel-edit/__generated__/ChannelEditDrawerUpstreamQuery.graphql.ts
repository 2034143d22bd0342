/**
 * @generated SignedSource<<747d2822e690bffa85418a29bbe2a3b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChannelEditDrawerUpstreamQuery$variables = {
  id: number;
};
export type ChannelEditDrawerUpstreamQuery$data = {
  readonly channelUpstreamModels: ReadonlyArray<string>;
};
export type ChannelEditDrawerUpstreamQuery = {
  response: ChannelEditDrawerUpstreamQuery$data;
  variables: ChannelEditDrawerUpstreamQuery$variables;
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
    "name": "channelUpstreamModels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChannelEditDrawerUpstreamQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChannelEditDrawerUpstreamQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a012d8a935ccbd906157d482cbc66e9f",
    "id": null,
    "metadata": {},
    "name": "ChannelEditDrawerUpstreamQuery",
    "operationKind": "query",
    "text": "query ChannelEditDrawerUpstreamQuery(\n  $id: Int!\n) {\n  channelUpstreamModels(id: $id)\n}\n"
  }
};
})();

(node as any).hash = "6c785589e79abe1c71a6909c3c3461aa";

export default node;
