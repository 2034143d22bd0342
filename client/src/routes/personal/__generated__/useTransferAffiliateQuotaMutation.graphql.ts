/**
 * @generated SignedSource<<70809449c5511a7b6f096161b9d92e8e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTransferAffiliateQuotaMutation$variables = {
  quota: number;
};
export type useTransferAffiliateQuotaMutation$data = {
  readonly transferAffiliateQuota: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AffiliateCard_user" | "PersonalStats_user">;
  };
};
export type useTransferAffiliateQuotaMutation = {
  response: useTransferAffiliateQuotaMutation$data;
  variables: useTransferAffiliateQuotaMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quota"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "quota",
    "variableName": "quota"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quota",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useTransferAffiliateQuotaMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "transferAffiliateQuota",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalStats_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AffiliateCard_user"
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
    "name": "useTransferAffiliateQuotaMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "transferAffiliateQuota",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/),
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
              (v3/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "08abeccb3dc6c80c62cf1067bc194ead",
    "id": null,
    "metadata": {},
    "name": "useTransferAffiliateQuotaMutation",
    "operationKind": "mutation",
    "text": "mutation useTransferAffiliateQuotaMutation(\n  $quota: BigInt!\n) {\n  transferAffiliateQuota(quota: $quota) {\n    id\n    ...PersonalStats_user\n    ...AffiliateCard_user\n  }\n}\n\nfragment AffiliateCard_user on User {\n  affiliate {\n    code\n    count\n    quota\n    historyQuota\n  }\n}\n\nfragment PersonalStats_user on User {\n  username\n  displayName\n  group\n  role\n  quota\n  usedQuota\n  requestCount\n}\n"
  }
};
})();

(node as any).hash = "2d4cb6dc1c3b15455a03fdf7a2a4750f";

export default node;
