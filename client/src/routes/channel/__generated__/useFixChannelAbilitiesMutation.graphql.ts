/**
 * @generated SignedSource<<d06908ef6052e745fd18adf3f9a8dbb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useFixChannelAbilitiesMutation$variables = Record<PropertyKey, never>;
export type useFixChannelAbilitiesMutation$data = {
  readonly fixChannelAbilities: {
    readonly fails: number;
    readonly success: number;
  };
};
export type useFixChannelAbilitiesMutation = {
  response: useFixChannelAbilitiesMutation$data;
  variables: useFixChannelAbilitiesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FixAbilitiesResult",
    "kind": "LinkedField",
    "name": "fixChannelAbilities",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fails",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFixChannelAbilitiesMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFixChannelAbilitiesMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cdb0447ec70849186ee4f7e78806c4e0",
    "id": null,
    "metadata": {},
    "name": "useFixChannelAbilitiesMutation",
    "operationKind": "mutation",
    "text": "mutation useFixChannelAbilitiesMutation {\n  fixChannelAbilities {\n    success\n    fails\n  }\n}\n"
  }
};
})();

(node as any).hash = "122b6bcb88e5ea2f343ab8ce6dafc01b";

export default node;
