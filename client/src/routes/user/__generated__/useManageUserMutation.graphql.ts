/**
 * @generated SignedSource<<6b9bee8a3f78ca8e29018c6e3ca50e27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ManageUserAction = "DELETE" | "DEMOTE" | "DISABLE" | "ENABLE" | "PROMOTE" | "%future added value";
export type ManageUserInput = {
  action: ManageUserAction;
  userId: number;
};
export type useManageUserMutation$variables = {
  input: ManageUserInput;
};
export type useManageUserMutation$data = {
  readonly manageUser: {
    readonly role: number;
    readonly status: number;
    readonly userId: number;
  };
};
export type useManageUserMutation = {
  response: useManageUserMutation$data;
  variables: useManageUserMutation$variables;
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
    "concreteType": "ManageUserPayload",
    "kind": "LinkedField",
    "name": "manageUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "useManageUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useManageUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b635a269ace663ac115701315aeafa8c",
    "id": null,
    "metadata": {},
    "name": "useManageUserMutation",
    "operationKind": "mutation",
    "text": "mutation useManageUserMutation(\n  $input: ManageUserInput!\n) {\n  manageUser(input: $input) {\n    userId\n    role\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "08de34f91286ae396a888b3d788a1e64";

export default node;
