/**
 * @generated SignedSource<<eefb67ca8726363abae98821a86817c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaskTable_task$data = {
  readonly action: string;
  readonly channelId: number;
  readonly createdAt: number;
  readonly data: string;
  readonly failReason: string;
  readonly finishTime: number;
  readonly platform: string;
  readonly progress: string;
  readonly properties: string;
  readonly quota: number;
  readonly startTime: number;
  readonly status: string;
  readonly submitTime: number;
  readonly taskId: string;
  readonly taskRowId: number;
  readonly updatedAt: number;
  readonly userId: number;
  readonly " $fragmentType": "TaskTable_task";
};
export type TaskTable_task$key = {
  readonly " $data"?: TaskTable_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaskTable_task">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "TaskTable_task"
};

(node as any).hash = "874e9841e69f6ae571d0c6ac3cc46642";

export default node;
