/**
 * @generated SignedSource<<ca2df65e7d6d11ace2ff670aa1cf1a52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AffiliateCard_user$data = {
  readonly affiliate: {
    readonly code: string;
    readonly count: number;
    readonly historyQuota: number;
    readonly quota: number;
  } | null | undefined;
  readonly " $fragmentType": "AffiliateCard_user";
};
export type AffiliateCard_user$key = {
  readonly " $data"?: AffiliateCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AffiliateCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AffiliateCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AffiliateInfo",
      "kind": "LinkedField",
      "name": "affiliate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
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
          "name": "historyQuota",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7750bf7483dc8d8a38aceaba79c97d71";

export default node;
