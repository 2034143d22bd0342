/**
 * @generated SignedSource<<3e08192dfe5018aa60ed2abbeaeeba9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useEditChannelTagMutation$variables = {
  groups?: string | null | undefined;
  modelMapping?: string | null | undefined;
  models?: string | null | undefined;
  newTag?: string | null | undefined;
  priority?: number | null | undefined;
  tag: string;
  weight?: number | null | undefined;
};
export type useEditChannelTagMutation$data = {
  readonly editChannelTag: number;
};
export type useEditChannelTagMutation = {
  response: useEditChannelTagMutation$data;
  variables: useEditChannelTagMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groups"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "modelMapping"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "models"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "newTag"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "priority"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tag"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "weight"
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "groups",
        "variableName": "groups"
      },
      {
        "kind": "Variable",
        "name": "modelMapping",
        "variableName": "modelMapping"
      },
      {
        "kind": "Variable",
        "name": "models",
        "variableName": "models"
      },
      {
        "kind": "Variable",
        "name": "newTag",
        "variableName": "newTag"
      },
      {
        "kind": "Variable",
        "name": "priority",
        "variableName": "priority"
      },
      {
        "kind": "Variable",
        "name": "tag",
        "variableName": "tag"
      },
      {
        "kind": "Variable",
        "name": "weight",
        "variableName": "weight"
      }
    ],
    "kind": "ScalarField",
    "name": "editChannelTag",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditChannelTagMutation",
    "selections": (v7/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useEditChannelTagMutation",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "a938b533125f76d233a1e94bfafa769e",
    "id": null,
    "metadata": {},
    "name": "useEditChannelTagMutation",
    "operationKind": "mutation",
    "text": "mutation useEditChannelTagMutation(\n  $tag: String!\n  $newTag: String\n  $modelMapping: String\n  $models: String\n  $groups: String\n  $priority: Int\n  $weight: Int\n) {\n  editChannelTag(tag: $tag, newTag: $newTag, modelMapping: $modelMapping, models: $models, groups: $groups, priority: $priority, weight: $weight)\n}\n"
  }
};
})();

(node as any).hash = "e0506e97eaa802317b121afc9b3be06d";

export default node;
