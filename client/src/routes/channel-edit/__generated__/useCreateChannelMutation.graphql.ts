/**
 * @generated SignedSource<<9257895e4006d41fe8bac21d01412049>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreateChannelMutation$variables = {
  channel: unknown;
  mode?: string | null | undefined;
  multiKeyMode?: string | null | undefined;
};
export type useCreateChannelMutation$data = {
  readonly createChannel: ReadonlyArray<{
    readonly channelId: number;
  }>;
};
export type useCreateChannelMutation = {
  response: useCreateChannelMutation$data;
  variables: useCreateChannelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channel"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mode"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "multiKeyMode"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "channel",
    "variableName": "channel"
  },
  {
    "kind": "Variable",
    "name": "mode",
    "variableName": "mode"
  },
  {
    "kind": "Variable",
    "name": "multiKeyMode",
    "variableName": "multiKeyMode"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channelId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateChannelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Channel",
        "kind": "LinkedField",
        "name": "createChannel",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateChannelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Channel",
        "kind": "LinkedField",
        "name": "createChannel",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "626443112ae319b599514538bceabe05",
    "id": null,
    "metadata": {},
    "name": "useCreateChannelMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateChannelMutation(\n  $channel: JSON!\n  $mode: String\n  $multiKeyMode: String\n) {\n  createChannel(channel: $channel, mode: $mode, multiKeyMode: $multiKeyMode) {\n    channelId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc1d4b65bd439b8d7d12ef0e5667f232";

export default node;
