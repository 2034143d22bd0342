/**
 * @generated SignedSource<<fc1c88a733943b214962db4bc04b21fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogPageAdminQuery$variables = {
  channel?: number | null | undefined;
  endTimestamp?: number | null | undefined;
  first: number;
  group?: string | null | undefined;
  modelName?: string | null | undefined;
  startTimestamp?: number | null | undefined;
  tokenName?: string | null | undefined;
  type?: number | null | undefined;
  username?: string | null | undefined;
};
export type LogPageAdminQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminLogs_query">;
};
export type LogPageAdminQuery = {
  response: LogPageAdminQuery$data;
  variables: LogPageAdminQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endTimestamp"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "modelName"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startTimestamp"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tokenName"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v9 = [
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quota",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LogPageAdminQuery",
    "selections": [
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AdminLogs_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LogPageAdminQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
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
              (v10/*:: as any*/),
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
                  (v10/*:: as any*/),
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
        "args": (v9/*:: as any*/),
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
    "cacheID": "52a5ab2e6b9a7c5315cdee3dc856ff2c",
    "id": null,
    "metadata": {},
    "name": "LogPageAdminQuery",
    "operationKind": "query",
    "text": "query LogPageAdminQuery(\n  $first: Int!\n  $type: Int\n  $username: String\n  $tokenName: String\n  $modelName: String\n  $startTimestamp: Int\n  $endTimestamp: Int\n  $channel: Int\n  $group: String\n) {\n  ...AdminLogs_query_4AEoxh\n}\n\nfragment AdminLogs_query_4AEoxh on Query {\n  logs(first: $first, type: $type, username: $username, tokenName: $tokenName, modelName: $modelName, startTimestamp: $startTimestamp, endTimestamp: $endTimestamp, channel: $channel, group: $group) {\n    stats {\n      quota\n      rpm\n      tpm\n    }\n    edges {\n      cursor\n      node {\n        ...LogTable_log\n        __typename\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment LogTable_log on Log {\n  createdAt\n  type\n  content\n  username\n  tokenName\n  modelName\n  group\n  quota\n  promptTokens\n  completionTokens\n  useTime\n  isStream\n  channelId\n  channelName\n  other\n}\n"
  }
};
})();

(node as any).hash = "5e8614faec5bed93848d0a547310dfea";

export default node;
