/**
 * @generated SignedSource<<e6b8397b07e64305539bc38d4e749e6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelTablePaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  group?: string | null | undefined;
  idSort?: boolean | null | undefined;
  keyword?: string | null | undefined;
  model?: string | null | undefined;
  tagMode?: boolean | null | undefined;
};
export type ChannelTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChannelTable_query">;
};
export type ChannelTablePaginationQuery = {
  response: ChannelTablePaginationQuery$data;
  variables: ChannelTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
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
    "name": "idSort"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyword"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "model"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tagMode"
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
    "name": "idSort",
    "variableName": "idSort"
  },
  {
    "kind": "Variable",
    "name": "keyword",
    "variableName": "keyword"
  },
  {
    "kind": "Variable",
    "name": "model",
    "variableName": "model"
  },
  {
    "kind": "Variable",
    "name": "tagMode",
    "variableName": "tagMode"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChannelTablePaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChannelTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChannelTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryChannelListConnection",
        "kind": "LinkedField",
        "name": "channelList",
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
            "concreteType": "QueryChannelListConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Channel",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
                    "name": "name",
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responseTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "testTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "balance",
                    "storageKey": null
                  },
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
                    "name": "priority",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weight",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tag",
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
                    "name": "models",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "otherInfo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "testModel",
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
        "args": (v1/*:: as any*/),
        "filters": [
          "keyword",
          "group",
          "model",
          "tagMode",
          "idSort"
        ],
        "handle": "connection",
        "key": "ChannelTable_channelList",
        "kind": "LinkedHandle",
        "name": "channelList"
      }
    ]
  },
  "params": {
    "cacheID": "3c13ac7abe5f249bc80e65fd77958e1a",
    "id": null,
    "metadata": {},
    "name": "ChannelTablePaginationQuery",
    "operationKind": "query",
    "text": "query ChannelTablePaginationQuery(\n  $after: String\n  $first: Int = 10\n  $group: String\n  $idSort: Boolean\n  $keyword: String\n  $model: String\n  $tagMode: Boolean\n) {\n  ...ChannelTable_query_3k3Oh3\n}\n\nfragment ChannelTable_channel on Channel {\n  id\n  channelId\n  name\n  type\n  status\n  responseTime\n  testTime\n  balance\n  usedQuota\n  priority\n  weight\n  tag\n  group\n  models\n  otherInfo\n  testModel\n}\n\nfragment ChannelTable_query_3k3Oh3 on Query {\n  channelList(keyword: $keyword, group: $group, model: $model, tagMode: $tagMode, idSort: $idSort, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        ...ChannelTable_channel\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89befeda6ad9bc735b81ed3a4c2f136c";

export default node;
