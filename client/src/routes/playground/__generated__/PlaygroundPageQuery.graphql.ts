/**
 * @generated SignedSource<<8b248939c577a544152351f00a321a2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaygroundPageQuery$variables = Record<PropertyKey, never>;
export type PlaygroundPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PlaygroundSettings_viewer">;
  } | null | undefined;
};
export type PlaygroundPageQuery = {
  response: PlaygroundPageQuery$data;
  variables: PlaygroundPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaygroundPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlaygroundSettings_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlaygroundPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "desc",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ratio",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usableModels",
            "storageKey": null
          },
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
    "cacheID": "0bb9dcebcfad37176b7fb969bc05b196",
    "id": null,
    "metadata": {},
    "name": "PlaygroundPageQuery",
    "operationKind": "query",
    "text": "query PlaygroundPageQuery {\n  viewer {\n    ...PlaygroundSettings_viewer\n    id\n  }\n}\n\nfragment PlaygroundSettings_viewer on User {\n  group\n  groups {\n    name\n    desc\n    ratio\n  }\n  usableModels\n}\n"
  }
};

(node as any).hash = "46421346b7c9f1870f4d76867e2bd807";

export default node;
