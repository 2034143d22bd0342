/**
 * @generated SignedSource<<39adce00b960125a073a5c7a6a2836b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useTestChannelMutation$variables = {
  id: number;
  model?: string | null | undefined;
};
export type useTestChannelMutation$data = {
  readonly testChannel: {
    readonly message: string;
    readonly success: boolean;
    readonly time: number;
  };
};
export type useTestChannelMutation = {
  response: useTestChannelMutation$data;
  variables: useTestChannelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "model"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "model",
        "variableName": "model"
      }
    ],
    "concreteType": "ChannelTestResult",
    "kind": "LinkedField",
    "name": "testChannel",
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
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "time",
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
    "name": "useTestChannelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTestChannelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7035116ecbd27a6f04a0765b6d2c4c35",
    "id": null,
    "metadata": {},
    "name": "useTestChannelMutation",
    "operationKind": "mutation",
    "text": "mutation useTestChannelMutation(\n  $id: Int!\n  $model: String\n) {\n  testChannel(id: $id, model: $model) {\n    success\n    message\n    time\n  }\n}\n"
  }
};
})();

(node as any).hash = "03f8d806798a7540afeae504f9ba3448";

export default node;
