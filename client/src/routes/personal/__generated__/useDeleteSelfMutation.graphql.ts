/**
 * @generated SignedSource<<1cbcad9751a181e8c549916c0fe73fa8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteSelfMutation$variables = Record<PropertyKey, never>;
export type useDeleteSelfMutation$data = {
  readonly deleteSelf: boolean;
};
export type useDeleteSelfMutation = {
  response: useDeleteSelfMutation$data;
  variables: useDeleteSelfMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleteSelf",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSelfMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDeleteSelfMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dab32ec65b791030436c2317e256d6a2",
    "id": null,
    "metadata": {},
    "name": "useDeleteSelfMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSelfMutation {\n  deleteSelf\n}\n"
  }
};
})();

(node as any).hash = "f4c409807a3213524157cfd75efe5015";

export default node;
