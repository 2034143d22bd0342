/**
 * @generated SignedSource<<b8bc68abd7e68e0db6c79f4b1705ed0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaygroundSettings_viewer$data = {
  readonly group: string;
  readonly groups: ReadonlyArray<{
    readonly desc: string;
    readonly name: string;
    readonly ratio: unknown;
  }>;
  readonly usableModels: ReadonlyArray<string>;
  readonly " $fragmentType": "PlaygroundSettings_viewer";
};
export type PlaygroundSettings_viewer$key = {
  readonly " $data"?: PlaygroundSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaygroundSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaygroundSettings_viewer",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2d055aa0d8659f0678359268b4762d7b";

export default node;
