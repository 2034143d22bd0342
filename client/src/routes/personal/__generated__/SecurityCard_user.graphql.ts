/**
 * @generated SignedSource<<8ef78c5d7eadd2ce57ea267d2869ac69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityCard_user$data = {
  readonly role: number;
  readonly username: string;
  readonly " $fragmentType": "SecurityCard_user";
};
export type SecurityCard_user$key = {
  readonly " $data"?: SecurityCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f364dd73e54faaae010ce2860897e4b7";

export default node;
