/**
 * @generated SignedSource<<332434076a342b8cf52c053c29e8fe72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TagEditDrawerQuery$variables = {
  tag: string;
};
export type TagEditDrawerQuery$data = {
  readonly channelList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly models: string;
        readonly tag: string | null | undefined;
      };
    }>;
  };
  readonly enabledModels: ReadonlyArray<string>;
  readonly groupNames: ReadonlyArray<string>;
};
export type TagEditDrawerQuery = {
  response: TagEditDrawerQuery$data;
  variables: TagEditDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tag"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "groupNames",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabledModels",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Variable",
    "name": "keyword",
    "variableName": "tag"
  },
  {
    "kind": "Literal",
    "name": "tagMode",
    "value": true
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tag",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "models",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TagEditDrawerQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryChannelListConnection",
        "kind": "LinkedField",
        "name": "channelList",
        "plural": false,
        "selections": [
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagEditDrawerQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryChannelListConnection",
        "kind": "LinkedField",
        "name": "channelList",
        "plural": false,
        "selections": [
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "059e8ab29bfd884163392a126f82d269",
    "id": null,
    "metadata": {},
    "name": "TagEditDrawerQuery",
    "operationKind": "query",
    "text": "query TagEditDrawerQuery(\n  $tag: String!\n) {\n  groupNames\n  enabledModels\n  channelList(keyword: $tag, tagMode: true, first: 100) {\n    edges {\n      node {\n        tag\n        models\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fb5080f78c4e320c64cb156da3530da";

export default node;
