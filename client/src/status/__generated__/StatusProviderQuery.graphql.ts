/**
 * @generated SignedSource<<8b935d171cfddaadc700d99051d4f944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StatusProviderQuery$variables = Record<PropertyKey, never>;
export type StatusProviderQuery$data = {
  readonly status: unknown;
};
export type StatusProviderQuery = {
  response: StatusProviderQuery$data;
  variables: StatusProviderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "status",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatusProviderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatusProviderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e581a13a747743f95cb611af606cad03",
    "id": null,
    "metadata": {},
    "name": "StatusProviderQuery",
    "operationKind": "query",
    "text": "query StatusProviderQuery {\n  status\n}\n"
  }
};
})();

(node as any).hash = "df60e221d54c5eb2a3ec9156b4dcbdce";

export default node;
