/**
 * @generated SignedSource<<ad99eacee5927373a2e710bde430fb06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BindingsCard_user$data = {
  readonly email: string;
  readonly githubId: string;
  readonly linuxDoId: string;
  readonly oidcId: string;
  readonly telegramId: string;
  readonly wechatId: string;
  readonly " $fragmentType": "BindingsCard_user";
};
export type BindingsCard_user$key = {
  readonly " $data"?: BindingsCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BindingsCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BindingsCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "githubId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oidcId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wechatId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "telegramId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linuxDoId",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5e0cba97a8487b063a0a80126e759b58";

export default node;
