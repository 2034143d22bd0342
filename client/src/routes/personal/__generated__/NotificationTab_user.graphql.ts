/**
 * @generated SignedSource<<0bdc90199bf19297a2ad092f5e358442>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationTab_user$data = {
  readonly settings: {
    readonly acceptUnsetModelRatioModel: boolean;
    readonly notificationEmail: string;
    readonly notifyType: string;
    readonly quotaWarningThreshold: number | null | undefined;
    readonly recordIpLog: boolean;
    readonly webhookSecretSet: boolean;
    readonly webhookUrl: string;
  } | null | undefined;
  readonly " $fragmentType": "NotificationTab_user";
};
export type NotificationTab_user$key = {
  readonly " $data"?: NotificationTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationTab_user",
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
          "name": "webhookSecretSet",
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

(node as any).hash = "f9a56483b835261628faf49e46296f61";

export default node;
