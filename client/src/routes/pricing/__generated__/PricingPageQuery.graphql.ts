/**
 * @generated SignedSource<<5eb5f5aade219bd96a46ac84b3c3812d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingPageQuery$variables = Record<PropertyKey, never>;
export type PricingPageQuery$data = {
  readonly pricing: {
    readonly " $fragmentSpreads": FragmentRefs<"PricingTable_pricing">;
  };
  readonly viewer: {
    readonly group: string;
  } | null | undefined;
};
export type PricingPageQuery = {
  response: PricingPageQuery$data;
  variables: PricingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PricingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PricingTable_pricing"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PricingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupRatio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usableGroup",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PricingModel",
            "kind": "LinkedField",
            "name": "models",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quotaType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelRatio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completionRatio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enableGroups",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7cb109f4144bd2735cef921f52027394",
    "id": null,
    "metadata": {},
    "name": "PricingPageQuery",
    "operationKind": "query",
    "text": "query PricingPageQuery {\n  pricing {\n    ...PricingTable_pricing\n  }\n  viewer {\n    group\n    id\n  }\n}\n\nfragment PricingTable_pricing on Pricing {\n  groupRatio\n  usableGroup\n  models {\n    modelName\n    quotaType\n    modelRatio\n    modelPrice\n    completionRatio\n    enableGroups\n  }\n}\n"
  }
};
})();

(node as any).hash = "959ad204e54228c44ff66abbd34f2119";

export default node;
