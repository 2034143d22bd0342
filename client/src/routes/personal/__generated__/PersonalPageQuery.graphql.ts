/**
 * @generated SignedSource<<8f751776078a782d63e2cb5fe9c313e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalPageQuery$variables = Record<PropertyKey, never>;
export type PersonalPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AffiliateCard_user" | "BindingsCard_user" | "ModelTags_user" | "NotificationTab_user" | "PersonalStats_user" | "PriceTab_user" | "SecurityCard_user">;
  } | null | undefined;
};
export type PersonalPageQuery = {
  response: PersonalPageQuery$data;
  variables: PersonalPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quota",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PersonalPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalStats_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ModelTags_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AffiliateCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BindingsCard_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityCard_user"
          },
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PersonalPageQuery",
    "selections": [
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usableModels",
            "storageKey": null
          },
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "historyQuota",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "githubId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "oidcId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wechatId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "telegramId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linuxDoId",
            "storageKey": null
          },
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
          },
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
    "cacheID": "761aa75d059020fb4c35e015a92e2418",
    "id": null,
    "metadata": {},
    "name": "PersonalPageQuery",
    "operationKind": "query",
    "text": "query PersonalPageQuery {\n  viewer {\n    ...PersonalStats_user\n    ...ModelTags_user\n    ...AffiliateCard_user\n    ...BindingsCard_user\n    ...SecurityCard_user\n    ...NotificationTab_user\n    ...PriceTab_user\n    id\n  }\n}\n\nfragment AffiliateCard_user on User {\n  affiliate {\n    code\n    count\n    quota\n    historyQuota\n  }\n}\n\nfragment BindingsCard_user on User {\n  email\n  githubId\n  oidcId\n  wechatId\n  telegramId\n  linuxDoId\n}\n\nfragment ModelTags_user on User {\n  usableModels\n}\n\nfragment NotificationTab_user on User {\n  settings {\n    notifyType\n    quotaWarningThreshold\n    webhookUrl\n    webhookSecretSet\n    notificationEmail\n    acceptUnsetModelRatioModel\n    recordIpLog\n  }\n}\n\nfragment PersonalStats_user on User {\n  username\n  displayName\n  group\n  role\n  quota\n  usedQuota\n  requestCount\n}\n\nfragment PriceTab_user on User {\n  settings {\n    notifyType\n    quotaWarningThreshold\n    webhookUrl\n    notificationEmail\n    acceptUnsetModelRatioModel\n    recordIpLog\n  }\n}\n\nfragment SecurityCard_user on User {\n  username\n  role\n}\n"
  }
};
})();

(node as any).hash = "4bfbda9bd2ac2c3fc06a429c2e3377e3";

export default node;
