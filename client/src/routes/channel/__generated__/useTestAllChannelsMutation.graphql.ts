/**
 * @generated SignedSource<<eb243c2c2acc28532fb6f3e0067838f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useTestAllChannelsMutation$variables = Record<PropertyKey, never>;
export type useTestAllChannelsMutation$data = {
  readonly testAllChannels: boolean;
};
export type useTestAllChannelsMutation = {
  response: useTestAllChannelsMutation$data;
  variables: useTestAllChannelsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "testAllChannels",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTestAllChannelsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTestAllChannelsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "248d0567744c5d323ede94992c2de504",
    "id": null,
    "metadata": {},
    "name": "useTestAllChannelsMutation",
    "operationKind": "mutation",
    "text": "mutation useTestAllChannelsMutation {\n  testAllChannels\n}\n"
  }
};
})();

(node as any).hash = "b5d7966ec99002d21f91bffd0e1e59ab";

export default node;
