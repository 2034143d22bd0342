/**
 * @generated SignedSource<<80b2e495d21586c26ed99b422edab17a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TokenEditDrawer_viewer$data = {
  readonly groups: ReadonlyArray<{
    readonly desc: string;
    readonly name: string;
  }>;
  readonly usableModels: ReadonlyArray<string>;
  readonly " $fragmentType": "TokenEditDrawer_viewer";
};
export type TokenEditDrawer_viewer$key = {
  readonly " $data"?: TokenEditDrawer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TokenEditDrawer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TokenEditDrawer_viewer",
  "selections": [
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

(node as any).hash = "1e950795cc3272a21cf554494be0f5f6";

export default node;
