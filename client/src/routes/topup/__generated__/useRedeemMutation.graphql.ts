/**
 * @generated SignedSource<<5d59a1b65df9b45d166730eb01c7e3ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemInput = {
  key: string;
};
export type useRedeemMutation$variables = {
  input: RedeemInput;
};
export type useRedeemMutation$data = {
  readonly redeem: {
    readonly quotaAdded: number;
    readonly viewer: {
      readonly id: string;
      readonly quota: number;
    };
  };
};
export type useRedeemMutation = {
  response: useRedeemMutation$data;
  variables: useRedeemMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RedeemPayload",
    "kind": "LinkedField",
    "name": "redeem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quotaAdded",
        "storageKey": null
      },
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
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "quota",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRedeemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "97478d5fe41c0f254e236df4aed78963",
    "id": null,
    "metadata": {},
    "name": "useRedeemMutation",
    "operationKind": "mutation",
    "text": "mutation useRedeemMutation(\n  $input: RedeemInput!\n) {\n  redeem(input: $input) {\n    quotaAdded\n    viewer {\n      id\n      quota\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce5ced3bfef3a43a85dc63b0f2a3442a";

export default node;
