/**
 * @generated SignedSource<<78934f4de5e2ee9015c086338d266470>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TopUpInput = {
  amount: number;
  paymentMethod?: string | null | undefined;
  topUpCode?: string | null | undefined;
};
export type useRequestPaymentMutation$variables = {
  input: TopUpInput;
};
export type useRequestPaymentMutation$data = {
  readonly requestPayment: {
    readonly params: unknown;
    readonly url: string;
  };
};
export type useRequestPaymentMutation = {
  response: useRequestPaymentMutation$data;
  variables: useRequestPaymentMutation$variables;
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
    "concreteType": "PaymentForm",
    "kind": "LinkedField",
    "name": "requestPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "params",
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
    "name": "useRequestPaymentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPaymentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d3377d4d6706a6d404028884de76ee1c",
    "id": null,
    "metadata": {},
    "name": "useRequestPaymentMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPaymentMutation(\n  $input: TopUpInput!\n) {\n  requestPayment(input: $input) {\n    url\n    params\n  }\n}\n"
  }
};
})();

(node as any).hash = "ddce95da5c1922cf70aa06f52f37ed22";

export default node;
