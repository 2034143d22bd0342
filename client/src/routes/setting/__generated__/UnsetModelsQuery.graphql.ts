/**
 * @generated SignedSource<<84b64c0039db3bc8d5cf84d393a2b283>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnsetModelsQuery$variables = Record<PropertyKey, never>;
export type UnsetModelsQuery$data = {
  readonly unsetModels: ReadonlyArray<string>;
};
export type UnsetModelsQuery = {
  response: UnsetModelsQuery$data;
  variables: UnsetModelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unsetModels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UnsetModelsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UnsetModelsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e5de60c210946f7df237a9facc201962",
    "id": null,
    "metadata": {},
    "name": "UnsetModelsQuery",
    "operationKind": "query",
    "text": "query UnsetModelsQuery {\n  unsetModels\n}\n"
  }
};
})();

(node as any).hash = "f4516312ac43138377c1993d1e73362e";

export default node;
