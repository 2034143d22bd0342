/**
 * @generated SignedSource<<eacb778227caaecc9aa416ebba993cf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelPageQuery$variables = {
  first: number;
  group?: string | null | undefined;
  idSort?: boolean | null | undefined;
  keyword?: string | null | undefined;
  model?: string | null | undefined;
  tagMode?: boolean | null | undefined;
};
export type ChannelPageQuery$data = {
  readonly channelTypes: ReadonlyArray<{
    readonly name: string;
    readonly value: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelTable_query">;
};
export type ChannelPageQuery = {
  response: ChannelPageQuery$data;
  variables: ChannelPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idSort"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keyword"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "model"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tagMode"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ChannelType",
  "kind": "LinkedField",
  "name": "channelTypes",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = [
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
    "name": "ChannelPageQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "args": (v8/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChannelTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChannelPageQuery",
    "selections": [
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
                  (v6/*:: as any*/),
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
        "args": (v8/*:: as any*/),
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
    "cacheID": "01ca84213b061bee6894004845dd6a2e",
    "id": null,
    "metadata": {},
    "name": "ChannelPageQuery",
    "operationKind": "query",
    "text": "query ChannelPageQuery(\n  $keyword: String\n  $group: String\n  $model: String\n  $tagMode: Boolean\n  $idSort: Boolean\n  $first: Int!\n) {\n  channelTypes {\n    value\n    name\n  }\n  ...ChannelTable_query_2GM08Q\n}\n\nfragment ChannelTable_channel on Channel {\n  id\n  channelId\n  name\n  type\n  status\n  responseTime\n  testTime\n  balance\n  usedQuota\n  priority\n  weight\n  tag\n  group\n  models\n  otherInfo\n  testModel\n}\n\nfragment ChannelTable_query_2GM08Q on Query {\n  channelList(keyword: $keyword, group: $group, model: $model, tagMode: $tagMode, idSort: $idSort, first: $first) {\n    totalCount\n    edges {\n      node {\n        ...ChannelTable_channel\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "96a4ddcdbb426bcfda7413396b160c2d";

export default node;
