/**
 * @generated SignedSource<<530c878e8a7fc11795304bdfa7c371c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserActions_user$data = {
  readonly deleted: boolean;
  readonly id: string;
  readonly status: number;
  readonly userId: number;
  readonly username: string;
  readonly " $fragmentType": "UserActions_user";
};
export type UserActions_user$key = {
  readonly " $data"?: UserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserActions_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f32c40a4eaf1a1f8fb100598e530b9ed";

export default node;
