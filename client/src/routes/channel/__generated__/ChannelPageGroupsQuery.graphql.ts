/**
 * @generated SignedSource<<e225974556dc6de935618b8c0cb1b93f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChannelPageGroupsQuery$variables = Record<PropertyKey, never>;
export type ChannelPageGroupsQuery$data = {
  readonly groupNames: ReadonlyArray<string>;
};
export type ChannelPageGroupsQuery = {
  response: ChannelPageGroupsQuery$data;
  variables: ChannelPageGroupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "groupNames",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChannelPageGroupsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChannelPageGroupsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6f31f62f5c08a39ffe86835dcaa7c9e5",
    "id": null,
    "metadata": {},
    "name": "ChannelPageGroupsQuery",
    "operationKind": "query",
    "text": "query ChannelPageGroupsQuery {\n  groupNames\n}\n"
  }
};
})();

(node as any).hash = "f46050085e0bdf591b504e7310c0c142";

export default node;
