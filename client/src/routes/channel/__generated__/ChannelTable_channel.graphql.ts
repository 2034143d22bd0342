/**
 * @generated SignedSource<<c59198335bb6b62dd3433747d489ae33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelTable_channel$data = {
  readonly balance: number;
  readonly channelId: number;
  readonly group: string;
  readonly id: string;
  readonly models: string;
  readonly name: string;
  readonly otherInfo: string;
  readonly priority: number;
  readonly responseTime: number;
  readonly status: number;
  readonly tag: string | null | undefined;
  readonly testModel: string | null | undefined;
  readonly testTime: number;
  readonly type: number;
  readonly usedQuota: number;
  readonly weight: number;
  readonly " $fragmentType": "ChannelTable_channel";
};
export type ChannelTable_channel$key = {
  readonly " $data"?: ChannelTable_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelTable_channel">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ChannelTable_channel"
};

(node as any).hash = "05fe04d785e748656681569b7f9f89fb";

export default node;
