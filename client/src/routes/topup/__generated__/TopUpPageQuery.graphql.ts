/**
 * @generated SignedSource<<16412025098bc48dfb40b299381ced41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TopUpPageQuery$variables = Record<PropertyKey, never>;
export type TopUpPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly quota: number;
    readonly requestCount: number;
    readonly usedQuota: number;
  } | null | undefined;
};
export type TopUpPageQuery = {
  response: TopUpPageQuery$data;
  variables: TopUpPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quota",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usedQuota",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TopUpPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TopUpPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2ac24c285005e223ee0d881afaa44f7e",
    "id": null,
    "metadata": {},
    "name": "TopUpPageQuery",
    "operationKind": "query",
    "text": "query TopUpPageQuery {\n  viewer {\n    id\n    quota\n    usedQuota\n    requestCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e5ade5ed878f328c133ff121c98af32";

export default node;
