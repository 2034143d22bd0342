/**
 * @generated SignedSource<<40829751f7540ce5bdc717e0f14ebcf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsInput = {
  acceptUnsetModelRatioModel?: boolean | null | undefined;
  notificationEmail?: string | null | undefined;
  notifyType: string;
  quotaWarningThreshold: number;
  recordIpLog?: boolean | null | undefined;
  webhookSecret?: string | null | undefined;
  webhookUrl?: string | null | undefined;
};
export type useUpdateNotificationSettingsMutation$variables = {
  input: NotificationSettingsInput;
};
export type useUpdateNotificationSettingsMutation$data = {
  readonly updateNotificationSettings: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationTab_user" | "PriceTab_user">;
  };
};
export type useUpdateNotificationSettingsMutation = {
  response: useUpdateNotificationSettingsMutation$data;
  variables: useUpdateNotificationSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PriceTab_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "12339f816eb708daf4c7f561a589a6d9",
    "id": null,
    "metadata": {},
    "name": "useUpdateNotificationSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateNotificationSettingsMutation(\n  $input: NotificationSettingsInput!\n) {\n  updateNotificationSettings(input: $input) {\n    id\n    ...NotificationTab_user\n    ...PriceTab_user\n  }\n}\n\nfragment NotificationTab_user on User {\n  settings {\n    notifyType\n    quotaWarningThreshold\n    webhookUrl\n    webhookSecretSet\n    notificationEmail\n    acceptUnsetModelRatioModel\n    recordIpLog\n  }\n}\n\nfragment PriceTab_user on User {\n  settings {\n    notifyType\n    quotaWarningThreshold\n    webhookUrl\n    notificationEmail\n    acceptUnsetModelRatioModel\n    recordIpLog\n  }\n}\n"
  }
};
})();

(node as any).hash = "d83b58a5e28390a953ab72b07746e570";

export default node;
