/**
 * @generated SignedSource<<3285aa484c5f91ec18e4d8023e5da706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRedemptionInput = {
  id: string;
};
export type useDeleteRedemptionMutation$variables = {
  input: DeleteRedemptionInput;
};
export type useDeleteRedemptionMutation$data = {
  readonly deleteRedemption: boolean;
};
export type useDeleteRedemptionMutation = {
  response: useDeleteRedemptionMutation$data;
  variables: useDeleteRedemptionMutation$variables;
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
    "name": "deleteRedemption",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteRedemptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteRedemptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0df9ac348c23a0fbdbdf6e134ac404d6",
    "id": null,
    "metadata": {},
    "name": "useDeleteRedemptionMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteRedemptionMutation(\n  $input: DeleteRedemptionInput!\n) {\n  deleteRedemption(input: $input)\n}\n"
  }
};
})();

(node as any).hash = "3a1fec98e05288dfb1f9f0e22eeacc7f";

export default node;
