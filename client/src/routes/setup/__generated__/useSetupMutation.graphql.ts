/**
 * @generated SignedSource<<0a7a1b2c10a7a9a44d616d76fda1d695>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetupInput = {
  confirmPassword?: string | null | undefined;
  demoSiteEnabled?: boolean | null | undefined;
  password?: string | null | undefined;
  selfUseModeEnabled?: boolean | null | undefined;
  username?: string | null | undefined;
};
export type useSetupMutation$variables = {
  input: SetupInput;
};
export type useSetupMutation$data = {
  readonly setup: {
    readonly message: string;
    readonly setupStatus: {
      readonly rootInit: boolean;
      readonly status: boolean;
    };
  };
};
export type useSetupMutation = {
  response: useSetupMutation$data;
  variables: useSetupMutation$variables;
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
    "concreteType": "SetupPayload",
    "kind": "LinkedField",
    "name": "setup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SetupStatus",
        "kind": "LinkedField",
        "name": "setupStatus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rootInit",
            "storageKey": null
          }
        ],
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
    "name": "useSetupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6463c793da2624ad733ff0e17dd38eb6",
    "id": null,
    "metadata": {},
    "name": "useSetupMutation",
    "operationKind": "mutation",
    "text": "mutation useSetupMutation(\n  $input: SetupInput!\n) {\n  setup(input: $input) {\n    message\n    setupStatus {\n      status\n      rootInit\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "24759f5d8b6aa89a30e8985757ba7cfb";

export default node;
