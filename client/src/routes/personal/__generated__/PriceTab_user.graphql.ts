/**
 * @generated SignedSource<<60ae1147a7315a36cd2a630e750d3227>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceTab_user$data = {
  readonly settings: {
    readonly acceptUnsetModelRatioModel: boolean;
    readonly notificationEmail: string;
    readonly notifyType: string;
    readonly quotaWarningThreshold: number | null | undefined;
    readonly recordIpLog: boolean;
    readonly webhookUrl: string;
  } | null | undefined;
  readonly " $fragmentType": "PriceTab_user";
};
export type PriceTab_user$key = {
  readonly " $data"?: PriceTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifyType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quotaWarningThreshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "webhookUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notificationEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptUnsetModelRatioModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordIpLog",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "921e00029ee44420a778de5cb2823cf8";

export default node;
