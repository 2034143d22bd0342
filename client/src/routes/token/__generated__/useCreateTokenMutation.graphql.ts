/**
 * @generated SignedSource<<b9c295cedf30cdc2026520289c502fbd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateTokenInput = {
  allowIps?: string | null | undefined;
  expiredTime?: number | null | undefined;
  group?: string | null | undefined;
  modelLimits?: string | null | undefined;
  modelLimitsEnabled?: boolean | null | undefined;
  name: string;
  remainQuota?: number | null | undefined;
  rpmLimit?: number | null | undefined;
  tpmLimit?: number | null | undefined;
  unlimitedQuota?: boolean | null | undefined;
};
export type useCreateTokenMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateTokenInput;
};
export type useCreateTokenMutation$data = {
  readonly createToken: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TokenTable_token">;
  };
};
export type useCreateTokenMutation = {
  response: useCreateTokenMutation$data;
  variables: useCreateTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tokenId",
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
    "name": "key",
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
    "name": "remainQuota",
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
    "name": "unlimitedQuota",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "expiredTime",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "createdTime",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "modelLimitsEnabled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "modelLimits",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowIps",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "group",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Token",
        "kind": "LinkedField",
        "name": "createToken",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "TokenTable_token",
            "selections": (v4/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Token",
        "kind": "LinkedField",
        "name": "createToken",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "prependNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "createToken",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "UserTokensConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "e7e5159faa820194f9f211a29444928d",
    "id": null,
    "metadata": {},
    "name": "useCreateTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateTokenMutation(\n  $input: CreateTokenInput!\n) {\n  createToken(input: $input) {\n    id\n    ...TokenTable_token\n  }\n}\n\nfragment TokenTable_token on Token {\n  id\n  tokenId\n  name\n  key\n  status\n  remainQuota\n  usedQuota\n  unlimitedQuota\n  expiredTime\n  createdTime\n  modelLimitsEnabled\n  modelLimits\n  allowIps\n  group\n}\n"
  }
};
})();

(node as any).hash = "369b7783a19dc97261a7aa7ebca606bc";

export default node;
