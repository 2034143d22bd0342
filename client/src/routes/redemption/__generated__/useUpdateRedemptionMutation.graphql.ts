/**
 * @generated SignedSource<<f446cc1227d438f65bc10294c21bf99b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateRedemptionInput = {
  expiredTime?: number | null | undefined;
  id: string;
  name?: string | null | undefined;
  quota?: number | null | undefined;
  status?: number | null | undefined;
};
export type useUpdateRedemptionMutation$variables = {
  input: UpdateRedemptionInput;
};
export type useUpdateRedemptionMutation$data = {
  readonly updateRedemption: {
    readonly id: string;
    readonly name: string;
    readonly quota: number;
    readonly status: number;
  };
};
export type useUpdateRedemptionMutation = {
  response: useUpdateRedemptionMutation$data;
  variables: useUpdateRedemptionMutation$variables;
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
    "concreteType": "Redemption",
    "kind": "LinkedField",
    "name": "updateRedemption",
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
        "name": "name",
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
        "name": "status",
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
    "name": "useUpdateRedemptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateRedemptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6094e76dc5599561b1c0dfd05baaf6fe",
    "id": null,
    "metadata": {},
    "name": "useUpdateRedemptionMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateRedemptionMutation(\n  $input: UpdateRedemptionInput!\n) {\n  updateRedemption(input: $input) {\n    id\n    name\n    quota\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "53fd499116a82d88fe69d067762b2df9";

export default node;
