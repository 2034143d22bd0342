/**
 * @generated SignedSource<<278d2895036aa6103a668987e63b49f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MidjourneyPageQuery$variables = {
  admin: boolean;
  channelId?: number | null | undefined;
  end?: number | null | undefined;
  first: number;
  mjId?: string | null | undefined;
  start?: number | null | undefined;
};
export type MidjourneyPageQuery$data = {
  readonly all?: {
    readonly " $fragmentSpreads": FragmentRefs<"MidjourneyLists_query">;
  } | null | undefined;
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"MidjourneyLists_user">;
  } | null | undefined;
};
export type MidjourneyPageQuery = {
  response: MidjourneyPageQuery$data;
  variables: MidjourneyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channelId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "end"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mjId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "start"
},
v6 = {
  "kind": "Variable",
  "name": "channelId",
  "variableName": "channelId"
},
v7 = {
  "kind": "Variable",
  "name": "end",
  "variableName": "end"
},
v8 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v9 = {
  "kind": "Variable",
  "name": "mjId",
  "variableName": "mjId"
},
v10 = {
  "kind": "Variable",
  "name": "start",
  "variableName": "start"
},
v11 = {
  "kind": "Variable",
  "name": "endTimestamp",
  "variableName": "end"
},
v12 = {
  "kind": "Variable",
  "name": "startTimestamp",
  "variableName": "start"
},
v13 = [
  (v6/*:: as any*/),
  (v11/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MidjourneyJob",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "jobId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submitTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "finishTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "channelId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "action",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mjId",
        "storageKey": null
      },
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "prompt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "promptEn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cursor",
    "storageKey": null
  }
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = [
  (v11/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MidjourneyPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v9/*:: as any*/),
                    (v10/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "MidjourneyLists_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "all"
          }
        ]
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": false,
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
                "args": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "MidjourneyLists_user"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MidjourneyPageQuery",
    "selections": [
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "QueryMidjourneyJobsConnection",
            "kind": "LinkedField",
            "name": "midjourneyJobs",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryMidjourneyJobsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": [
              "channelId",
              "mjId",
              "startTimestamp",
              "endTimestamp"
            ],
            "handle": "connection",
            "key": "MidjourneyLists_midjourneyJobs",
            "kind": "LinkedHandle",
            "name": "midjourneyJobs"
          }
        ]
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": false,
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
                "args": (v17/*:: as any*/),
                "concreteType": "UserMidjourneyJobsConnection",
                "kind": "LinkedField",
                "name": "midjourneyJobs",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserMidjourneyJobsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  },
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "filters": [
                  "mjId",
                  "startTimestamp",
                  "endTimestamp"
                ],
                "handle": "connection",
                "key": "MidjourneyLists_midjourneyJobs",
                "kind": "LinkedHandle",
                "name": "midjourneyJobs"
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
      }
    ]
  },
  "params": {
    "cacheID": "796cac4ea99073cee8712ae55d361bf2",
    "id": null,
    "metadata": {},
    "name": "MidjourneyPageQuery",
    "operationKind": "query",
    "text": "query MidjourneyPageQuery(\n  $admin: Boolean!\n  $channelId: Int\n  $mjId: String\n  $start: BigInt\n  $end: BigInt\n  $first: Int!\n) {\n  ...MidjourneyLists_query_2qzDTA @include(if: $admin)\n  viewer @skip(if: $admin) {\n    ...MidjourneyLists_user_zGMjJ\n    id\n  }\n}\n\nfragment MidjourneyLists_query_2qzDTA on Query {\n  midjourneyJobs(channelId: $channelId, mjId: $mjId, startTimestamp: $start, endTimestamp: $end, first: $first) {\n    totalCount\n    edges {\n      node {\n        ...MidjourneyTable_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MidjourneyLists_user_zGMjJ on User {\n  midjourneyJobs(mjId: $mjId, startTimestamp: $start, endTimestamp: $end, first: $first) {\n    totalCount\n    edges {\n      node {\n        ...MidjourneyTable_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment MidjourneyTable_job on MidjourneyJob {\n  jobId\n  submitTime\n  finishTime\n  channelId\n  action\n  mjId\n  code\n  status\n  progress\n  imageUrl\n  prompt\n  promptEn\n  failReason\n}\n"
  }
};
})();

(node as any).hash = "bb996f99ed7207cf47c744ba96ed7c94";

export default node;
