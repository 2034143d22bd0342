/**
 * @generated SignedSource<<d589b3994d4e4d76693910b38a79c32e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TokenTable_token$data = {
  readonly allowIps: string;
  readonly createdTime: number;
  readonly expiredTime: number;
  readonly group: string;
  readonly id: string;
  readonly key: string;
  readonly modelLimits: string;
  readonly modelLimitsEnabled: boolean;
  readonly name: string;
  readonly remainQuota: number;
  readonly status: number;
  readonly tokenId: number;
  readonly unlimitedQuota: boolean;
  readonly usedQuota: number;
  readonly " $fragmentType": "TokenTable_token";
};
export type TokenTable_token$key = {
  readonly " $data"?: TokenTable_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"TokenTable_token">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "TokenTable_token"
};

(node as any).hash = "8bd6d5fc73aae56ef075c741a1408b93";

export default node;
