/**
 * @generated SignedSource<<4899dce1099bcdb4e5c9cd34767907ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MidjourneyAllPaginationQuery$variables = {
  after?: string | null | undefined;
  channelId?: number | null | undefined;
  end?: number | null | undefined;
  first?: number | null | undefined;
  mjId?: string | null | undefined;
  start?: number | null | undefined;
};
export type MidjourneyAllPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MidjourneyLists_query">;
};
export type MidjourneyAllPaginationQuery = {
  response: MidjourneyAllPaginationQuery$data;
  variables: MidjourneyAllPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channelId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "end"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mjId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "start"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "channelId",
  "variableName": "channelId"
},
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = {
  "kind": "Variable",
  "name": "mjId",
  "variableName": "mjId"
},
v5 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "endTimestamp",
    "variableName": "end"
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "kind": "Variable",
    "name": "startTimestamp",
    "variableName": "start"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MidjourneyAllPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "Variable",
            "name": "end",
            "variableName": "end"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "Variable",
            "name": "start",
            "variableName": "start"
          }
        ],
        "kind": "FragmentSpread",
        "name": "MidjourneyLists_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MidjourneyAllPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "QueryMidjourneyJobsConnection",
        "kind": "LinkedField",
        "name": "midjourneyJobs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMidjourneyJobsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
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
            "storageKey": null
          },
          {
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
  "params": {
    "cacheID": "a45ea1694a4e38dd91b4b2dc76976faa",
    "id": null,
    "metadata": {},
    "name": "MidjourneyAllPaginationQuery",
    "operationKind": "query",
    "text": "query MidjourneyAllPaginationQuery(\n  $after: String\n  $channelId: Int\n  $end: BigInt\n  $first: Int = 10\n  $mjId: String\n  $start: BigInt\n) {\n  ...MidjourneyLists_query_2ocwPw\n}\n\nfragment MidjourneyLists_query_2ocwPw on Query {\n  midjourneyJobs(channelId: $channelId, mjId: $mjId, startTimestamp: $start, endTimestamp: $end, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        ...MidjourneyTable_job\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MidjourneyTable_job on MidjourneyJob {\n  jobId\n  submitTime\n  finishTime\n  channelId\n  action\n  mjId\n  code\n  status\n  progress\n  imageUrl\n  prompt\n  promptEn\n  failReason\n}\n"
  }
};
})();

(node as any).hash = "6f9927714a90356a3c1e0a36b4109d32";

export default node;
