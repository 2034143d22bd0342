/**
 * @generated SignedSource<<4d8a5aba5c37139f95eeedae55f5e2dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingTable_pricing$data = {
  readonly groupRatio: unknown;
  readonly models: ReadonlyArray<{
    readonly completionRatio: number;
    readonly enableGroups: ReadonlyArray<string>;
    readonly modelName: string;
    readonly modelPrice: number;
    readonly modelRatio: number;
    readonly quotaType: number;
  }>;
  readonly usableGroup: unknown;
  readonly " $fragmentType": "PricingTable_pricing";
};
export type PricingTable_pricing$key = {
  readonly " $data"?: PricingTable_pricing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PricingTable_pricing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PricingTable_pricing",
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
  "type": "Pricing",
  "abstractKey": null
};

(node as any).hash = "a7468751fe6f76023dd2b8f934bef9af";

export default node;
