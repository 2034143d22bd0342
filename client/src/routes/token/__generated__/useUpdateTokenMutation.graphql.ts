/**
 * @generated SignedSource<<1f8f6ff1fe6ab3caaacb958858456421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateTokenInput = {
  allowIps?: string | null | undefined;
  expiredTime?: number | null | undefined;
  group?: string | null | undefined;
  id: string;
  modelLimits?: string | null | undefined;
  modelLimitsEnabled?: boolean | null | undefined;
  name: string;
  remainQuota?: number | null | undefined;
  rpmLimit?: number | null | undefined;
  tpmLimit?: number | null | undefined;
  unlimitedQuota?: boolean | null | undefined;
};
export type useUpdateTokenMutation$variables = {
  input: UpdateTokenInput;
};
export type useUpdateTokenMutation$data = {
  readonly updateToken: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TokenTable_token">;
  };
};
export type useUpdateTokenMutation = {
  response: useUpdateTokenMutation$data;
  variables: useUpdateTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Token",
        "kind": "LinkedField",
        "name": "updateToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "TokenTable_token",
            "selections": (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Token",
        "kind": "LinkedField",
        "name": "updateToken",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "658d548906ada2714da507137f756f37",
    "id": null,
    "metadata": {},
    "name": "useUpdateTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTokenMutation(\n  $input: UpdateTokenInput!\n) {\n  updateToken(input: $input) {\n    id\n    ...TokenTable_token\n  }\n}\n\nfragment TokenTable_token on Token {\n  id\n  tokenId\n  name\n  key\n  status\n  remainQuota\n  usedQuota\n  unlimitedQuota\n  expiredTime\n  createdTime\n  modelLimitsEnabled\n  modelLimits\n  allowIps\n  group\n}\n"
  }
};
})();

(node as any).hash = "8427cf5ffe31273a3290ef7fd123bc30";

export default node;
