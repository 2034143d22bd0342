/**
 * @generated SignedSource<<e707ea1310a6d9380df26d8bc9e234ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useGenerateAccessTokenMutation$variables = Record<PropertyKey, never>;
export type useGenerateAccessTokenMutation$data = {
  readonly generateAccessToken: string;
};
export type useGenerateAccessTokenMutation = {
  response: useGenerateAccessTokenMutation$data;
  variables: useGenerateAccessTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "generateAccessToken",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useGenerateAccessTokenMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useGenerateAccessTokenMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d5a0490e2423bc12c8833fb871fe71fa",
    "id": null,
    "metadata": {},
    "name": "useGenerateAccessTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateAccessTokenMutation {\n  generateAccessToken\n}\n"
  }
};
})();

(node as any).hash = "6233720626d11d584a362053e8944e6a";

export default node;
