/**
 * @generated SignedSource<<a8585314705a605377d322f9e9a49e96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetupPageQuery$variables = Record<PropertyKey, never>;
export type SetupPageQuery$data = {
  readonly setupStatus: {
    readonly databaseType: string;
    readonly rootInit: boolean;
    readonly status: boolean;
  };
};
export type SetupPageQuery = {
  response: SetupPageQuery$data;
  variables: SetupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SetupStatus",
    "kind": "LinkedField",
    "name": "setupStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rootInit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseType",
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
    "name": "SetupPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetupPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "da0194f2846fc1a9b59fca178b243158",
    "id": null,
    "metadata": {},
    "name": "SetupPageQuery",
    "operationKind": "query",
    "text": "query SetupPageQuery {\n  setupStatus {\n    status\n    rootInit\n    databaseType\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b841c625181712ea5ad15d0ce6cdad8";

export default node;
