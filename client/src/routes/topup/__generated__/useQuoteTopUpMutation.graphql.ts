/**
 * @generated SignedSource<<d6b03e7e9cd7fcb0ec350f514225a3f1>>
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
export type useQuoteTopUpMutation$variables = {
  input: TopUpInput;
};
export type useQuoteTopUpMutation$data = {
  readonly quoteTopUp: string;
};
export type useQuoteTopUpMutation = {
  response: useQuoteTopUpMutation$data;
  variables: useQuoteTopUpMutation$variables;
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
    "kind": "ScalarField",
    "name": "quoteTopUp",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQuoteTopUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQuoteTopUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "280dc4e18fe99fedba4a8537c0fb21f3",
    "id": null,
    "metadata": {},
    "name": "useQuoteTopUpMutation",
    "operationKind": "mutation",
    "text": "mutation useQuoteTopUpMutation(\n  $input: TopUpInput!\n) {\n  quoteTopUp(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "33f905b005ecee48c4cee6110c69dfd0";

export default node;
