/**
 * @generated SignedSource<<c7e0d6403f10c8aac5fcbf89e3792999>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserTable_user$data = {
  readonly affCount: number;
  readonly affHistoryQuota: number;
  readonly deleted: boolean;
  readonly displayName: string;
  readonly group: string;
  readonly id: string;
  readonly inviterId: number;
  readonly quota: number;
  readonly remark: string | null | undefined;
  readonly requestCount: number;
  readonly role: number;
  readonly status: number;
  readonly usedQuota: number;
  readonly userId: number;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"UserActions_user">;
  readonly " $fragmentType": "UserTable_user";
};
export type UserTable_user$key = {
  readonly " $data"?: UserTable_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserTable_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "UserTable_user"
};

(node as any).hash = "f21fd6165a71b7c72f1593f0f07f219c";

export default node;
