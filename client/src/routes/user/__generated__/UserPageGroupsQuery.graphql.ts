/**
 * @generated SignedSource<<3b180a9b8aab4121ef6a35dca22c93bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserPageGroupsQuery$variables = Record<PropertyKey, never>;
export type UserPageGroupsQuery$data = {
  readonly groupNames: ReadonlyArray<string>;
};
export type UserPageGroupsQuery = {
  response: UserPageGroupsQuery$data;
  variables: UserPageGroupsQuery$variables;
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
    "name": "UserPageGroupsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserPageGroupsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "30348d23ffc3f8250f2a8ade9ea65617",
    "id": null,
    "metadata": {},
    "name": "UserPageGroupsQuery",
    "operationKind": "query",
    "text": "query UserPageGroupsQuery {\n  groupNames\n}\n"
  }
};
})();

(node as any).hash = "bd3abb2155b3df592f275dbc78fb8db4";

export default node;
