/**
 * @generated SignedSource<<61e2dbee638f09e4d11434fe7aef3299>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UsageGranularity = "DAY" | "HOUR" | "%future added value";
export type DetailPageQuery$variables = {
  admin: boolean;
  end?: number | null | undefined;
  granularity?: UsageGranularity | null | undefined;
  start?: number | null | undefined;
  username?: string | null | undefined;
};
export type DetailPageQuery$data = {
  readonly usage?: ReadonlyArray<{
    readonly bucket: number;
    readonly count: number;
    readonly modelName: string;
    readonly quota: number;
    readonly tokens: number;
  }>;
  readonly viewer?: {
    readonly usage: ReadonlyArray<{
      readonly bucket: number;
      readonly count: number;
      readonly modelName: string;
      readonly quota: number;
      readonly tokens: number;
    }>;
  } | null | undefined;
};
export type DetailPageQuery = {
  response: DetailPageQuery$data;
  variables: DetailPageQuery$variables;
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
  "name": "end"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "granularity"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "start"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v5 = {
  "kind": "Variable",
  "name": "endTimestamp",
  "variableName": "end"
},
v6 = {
  "kind": "Variable",
  "name": "granularity",
  "variableName": "granularity"
},
v7 = {
  "kind": "Variable",
  "name": "startTimestamp",
  "variableName": "start"
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bucket",
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
    "name": "count",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "quota",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tokens",
    "storageKey": null
  }
],
v9 = {
  "condition": "admin",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        {
          "kind": "Variable",
          "name": "username",
          "variableName": "username"
        }
      ],
      "concreteType": "UsagePoint",
      "kind": "LinkedField",
      "name": "usage",
      "plural": true,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ]
},
v10 = {
  "alias": null,
  "args": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "concreteType": "UsagePoint",
  "kind": "LinkedField",
  "name": "usage",
  "plural": true,
  "selections": (v8/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailPageQuery",
    "selections": [
      (v9/*:: as any*/),
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
              (v10/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DetailPageQuery",
    "selections": [
      (v9/*:: as any*/),
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
              (v10/*:: as any*/),
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
    "cacheID": "94a9ca2ff4cf33a1942c164967d39b2d",
    "id": null,
    "metadata": {},
    "name": "DetailPageQuery",
    "operationKind": "query",
    "text": "query DetailPageQuery(\n  $admin: Boolean!\n  $start: Int\n  $end: Int\n  $granularity: UsageGranularity\n  $username: String\n) {\n  usage(startTimestamp: $start, endTimestamp: $end, granularity: $granularity, username: $username) @include(if: $admin) {\n    bucket\n    modelName\n    count\n    quota\n    tokens\n  }\n  viewer @skip(if: $admin) {\n    usage(startTimestamp: $start, endTimestamp: $end, granularity: $granularity) {\n      bucket\n      modelName\n      count\n      quota\n      tokens\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc0b4c2ded10de1e66fbe2d7b15ff85b";

export default node;
