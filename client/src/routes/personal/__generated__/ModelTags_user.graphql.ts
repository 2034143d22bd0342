/**
 * @generated SignedSource<<9d29652f801564b74aa09bb7de326057>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModelTags_user$data = {
  readonly usableModels: ReadonlyArray<string>;
  readonly " $fragmentType": "ModelTags_user";
};
export type ModelTags_user$key = {
  readonly " $data"?: ModelTags_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModelTags_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModelTags_user",
  "selections": [
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

(node as any).hash = "85c0c5e495e3024f1767fd90dc32ba01";

export default node;
