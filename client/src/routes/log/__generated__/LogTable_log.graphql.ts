/**
 * @generated SignedSource<<d043ba448e5b141f5204efc5e91cae1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogTable_log$data = {
  readonly channelId: number;
  readonly channelName: string;
  readonly completionTokens: number;
  readonly content: string;
  readonly createdAt: number;
  readonly group: string;
  readonly isStream: boolean;
  readonly modelName: string;
  readonly other: string;
  readonly promptTokens: number;
  readonly quota: number;
  readonly tokenName: string;
  readonly type: number;
  readonly useTime: number;
  readonly username: string;
  readonly " $fragmentType": "LogTable_log";
};
export type LogTable_log$key = {
  readonly " $data"?: LogTable_log$data;
  readonly " $fragmentSpreads": FragmentRefs<"LogTable_log">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "LogTable_log"
};

(node as any).hash = "94bd672c00684a7b82baf420f985d72b";

export default node;
