/**
 * @generated SignedSource<<58c82b90b4407fc0c2d1a0f0f2268b66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SettingPageQuery$variables = Record<PropertyKey, never>;
export type SettingPageQuery$data = {
  readonly options: ReadonlyArray<{
    readonly key: string;
    readonly value: string;
  }>;
};
export type SettingPageQuery = {
  response: SettingPageQuery$data;
  variables: SettingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OptionEntry",
    "kind": "LinkedField",
    "name": "options",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "key",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
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
    "name": "SettingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "afba448b06bbd3a7fe35e81a4b2a4df2",
    "id": null,
    "metadata": {},
    "name": "SettingPageQuery",
    "operationKind": "query",
    "text": "query SettingPageQuery {\n  options {\n    key\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "952ef4cf84ec9b96e7f1f427fbea0473";

export default node;
