/**
 * @generated SignedSource<<63a73bc0e01f6bee48ecd9d24cb6c559>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RedemptionTable_code$data = {
  readonly createdTime: number;
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly quota: number;
  readonly redemptionId: number;
  readonly status: number;
  readonly usedUserId: number;
  readonly " $fragmentType": "RedemptionTable_code";
};
export type RedemptionTable_code$key = {
  readonly " $data"?: RedemptionTable_code$data;
  readonly " $fragmentSpreads": FragmentRefs<"RedemptionTable_code">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "RedemptionTable_code"
};

(node as any).hash = "b686d3e6d4daa140a28632d0c573c28c";

export default node;
