/**
 * @generated SignedSource<<0ae9fdd3fb8dc1cc8e99d2d857e50a37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useResetModelRatioMutation$variables = Record<PropertyKey, never>;
export type useResetModelRatioMutation$data = {
  readonly resetModelRatio: boolean;
};
export type useResetModelRatioMutation = {
  response: useResetModelRatioMutation$data;
  variables: useResetModelRatioMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "resetModelRatio",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useResetModelRatioMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useResetModelRatioMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a838e82bc24eee0523d3385ba6de4efc",
    "id": null,
    "metadata": {},
    "name": "useResetModelRatioMutation",
    "operationKind": "mutation",
    "text": "mutation useResetModelRatioMutation {\n  resetModelRatio\n}\n"
  }
};
})();

(node as any).hash = "5b5c684010fc06def0f945e389ab75ea";

export default node;
