/**
 * @generated SignedSource<<926104d4a2b38329919f121aa2f302ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetChannelsTagMutation$variables = {
  ids: ReadonlyArray<number>;
  tag?: string | null | undefined;
};
export type useSetChannelsTagMutation$data = {
  readonly setChannelsTag: number;
};
export type useSetChannelsTagMutation = {
  response: useSetChannelsTagMutation$data;
  variables: useSetChannelsTagMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tag"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "tag",
        "variableName": "tag"
      }
    ],
    "kind": "ScalarField",
    "name": "setChannelsTag",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetChannelsTagMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetChannelsTagMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bf8a4916191831aae40bfc680e5446a2",
    "id": null,
    "metadata": {},
    "name": "useSetChannelsTagMutation",
    "operationKind": "mutation",
    "text": "mutation useSetChannelsTagMutation(\n  $ids: [Int!]!\n  $tag: String\n) {\n  setChannelsTag(ids: $ids, tag: $tag)\n}\n"
  }
};
})();

(node as any).hash = "4a6df45d33c9d257956b7f2920eb0291";

export default node;
