/**
 * @generated SignedSource<<6cac0cad4521a650192ea966710ecc31>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetChannelTagEnabledMutation$variables = {
  enabled: boolean;
  tag: string;
};
export type useSetChannelTagEnabledMutation$data = {
  readonly setChannelTagEnabled: number;
};
export type useSetChannelTagEnabledMutation = {
  response: useSetChannelTagEnabledMutation$data;
  variables: useSetChannelTagEnabledMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tag"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      },
      {
        "kind": "Variable",
        "name": "tag",
        "variableName": "tag"
      }
    ],
    "kind": "ScalarField",
    "name": "setChannelTagEnabled",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetChannelTagEnabledMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetChannelTagEnabledMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5ce9acfc28038dcf0a7e5b99ec04d6c1",
    "id": null,
    "metadata": {},
    "name": "useSetChannelTagEnabledMutation",
    "operationKind": "mutation",
    "text": "mutation useSetChannelTagEnabledMutation(\n  $tag: String!\n  $enabled: Boolean!\n) {\n  setChannelTagEnabled(tag: $tag, enabled: $enabled)\n}\n"
  }
};
})();

(node as any).hash = "49ee4cd63a85c541919668c79029d032";

export default node;
