/**
 * @generated SignedSource<<2e20133b39cc9af571cf3b195e1a7b71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateRedemptionsInput = {
  count: number;
  expiredTime?: number | null | undefined;
  name: string;
  quota: number;
};
export type useCreateRedemptionsMutation$variables = {
  input: CreateRedemptionsInput;
};
export type useCreateRedemptionsMutation$data = {
  readonly createRedemptions: ReadonlyArray<string>;
};
export type useCreateRedemptionsMutation = {
  response: useCreateRedemptionsMutation$data;
  variables: useCreateRedemptionsMutation$variables;
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
    "name": "createRedemptions",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateRedemptionsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRedemptionsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8ca9a373d7149c7f0a8e3599e00c2729",
    "id": null,
    "metadata": {},
    "name": "useCreateRedemptionsMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateRedemptionsMutation(\n  $input: CreateRedemptionsInput!\n) {\n  createRedemptions(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "d05201d9ad90ebae14c5591512d027df";

export default node;
