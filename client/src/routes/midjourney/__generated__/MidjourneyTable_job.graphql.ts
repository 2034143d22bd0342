/**
 * @generated SignedSource<<0183c35ca5efba660ba2a464aa7c1c71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MidjourneyTable_job$data = {
  readonly action: string;
  readonly channelId: number;
  readonly code: number;
  readonly failReason: string;
  readonly finishTime: number;
  readonly imageUrl: string;
  readonly jobId: number;
  readonly mjId: string;
  readonly progress: string;
  readonly prompt: string;
  readonly promptEn: string;
  readonly status: string;
  readonly submitTime: number;
  readonly " $fragmentType": "MidjourneyTable_job";
};
export type MidjourneyTable_job$key = {
  readonly " $data"?: MidjourneyTable_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"MidjourneyTable_job">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "MidjourneyTable_job"
};

(node as any).hash = "9ecf56b43589189d54dd43627880f2e1";

export default node;
