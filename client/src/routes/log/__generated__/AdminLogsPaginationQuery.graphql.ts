/**
 * @generated SignedSource<<ee144bb10b532eaac326b1fce4671e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminLogsPaginationQuery$variables = {
  after?: string | null | undefined;
  channel?: number | null | undefined;
  endTimestamp?: number | null | undefined;
  first?: number | null | undefined;
  group?: string | null | undefined;
  modelName?: string | null | undefined;
  startTimestamp?: number | null | undefined;
  tokenName?: string | null | undefined;
  type?: number | null | undefined;
  username?: string | null | undefined;
};
export type AdminLogsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminLogs_query">;
};
export type AdminLogsPaginationQuery = {
  response: AdminLogsPaginationQuery$data;
  variables: AdminLogsPaginationQuery$variables;
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
    "name": "channel"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "endTimestamp"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "group"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "modelName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "startTimestamp"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tokenName"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "channel",
    "variableName": "channel"
  },
  {
    "kind": "Variable",
    "name": "endTimestamp",
    "variableName": "endTimestamp"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "group",
    "variableName": "group"
  },
  {
    "kind": "Variable",
    "name": "modelName",
    "variableName": "modelName"
  },
  {
    "kind": "Variable",
    "name": "startTimestamp",
    "variableName": "startTimestamp"
  },
  {
    "kind": "Variable",
    "name": "tokenName",
    "variableName": "tokenName"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  },
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
v2 = {
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
    "name": "AdminLogsPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AdminLogs_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminLogsPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LogConnection",
        "kind": "LinkedField",
        "name": "logs",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LogStats",
            "kind": "LinkedField",
            "name": "stats",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rpm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tpm",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LogConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Log",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "content",
                    "storageKey": null
                  },
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
                    "name": "tokenName",
                    "storageKey": null
                  },
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
                    "name": "group",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "promptTokens",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completionTokens",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "useTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isStream",
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
                    "name": "channelName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "other",
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
        "args": (v1/*:: as any*/),
        "filters": [
          "type",
          "username",
          "tokenName",
          "modelName",
          "startTimestamp",
          "endTimestamp",
          "channel",
          "group"
        ],
        "handle": "connection",
        "key": "AdminLogs_logs",
        "kind": "LinkedHandle",
        "name": "logs"
      }
    ]
  },
  "params": {
    "cacheID": "2a99d5494aba4ff909e47366a21c3726",
    "id": null,
    "metadata": {},
    "name": "AdminLogsPaginationQuery",
    "operationKind": "query",
    "text": "query AdminLogsPaginationQuery(\n  $after: String\n  $channel: Int\n  $endTimestamp: Int\n  $first: Int = 10\n  $group: String\n  $modelName: String\n  $startTimestamp: Int\n  $tokenName: String\n  $type: Int\n  $username: String\n) {\n  ...AdminLogs_query_1V9B27\n}\n\nfragment AdminLogs_query_1V9B27 on Query {\n  logs(first: $first, after: $after, type: $type, username: $username, tokenName: $tokenName, modelName: $modelName, startTimestamp: $startTimestamp, endTimestamp: $endTimestamp, channel: $channel, group: $group) {\n    stats {\n      quota\n      rpm\n      tpm\n    }\n    edges {\n      cursor\n      node {\n        ...LogTable_log\n        __typename\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LogTable_log on Log {\n  createdAt\n  type\n  content\n  username\n  tokenName\n  modelName\n  group\n  quota\n  promptTokens\n  completionTokens\n  useTime\n  isStream\n  channelId\n  channelName\n  other\n}\n"
  }
};
})();

(node as any).hash = "ede37a58f86768fe5f350fa77cb4da0b";

export default node;
