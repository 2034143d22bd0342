import { f, simpleMapper } from './mapper';
import { toInt } from './values';

// Usage history, imported with --logs: logs, midjourneys (times in ms), tasks (times in s)
// and the dashboard's quota_data (Tollgate's token_id/channel_id buckets stay 0).

export const logsMapper = simpleMapper(
  'logs',
  {
    id: f.int(),
    user_id: f.int(),
    created_at: f.big(),
    type: f.int(),
    content: f.str(),
    username: f.str(),
    token_name: f.str(),
    model_name: f.str(),
    quota: f.big(),
    prompt_tokens: f.int(),
    completion_tokens: f.int(),
    use_time: f.int(),
    is_stream: f.bool(),
    channel_id: f.int(),
    token_id: f.int(),
    group: f.str(),
    ip: f.str(),
    other: f.str(),
  },
  {
    // one-api records elapsed_time in ms where new-api has use_time in seconds.
    extraReads: ['elapsed_time'],
    fix(out, row, ctx) {
      if (!ctx.sourceColumns.has('use_time') && ctx.sourceColumns.has('elapsed_time')) out.use_time = Math.round(toInt(row.elapsed_time) / 1000);
      return out;
    },
  },
);

export const midjourneysMapper = simpleMapper('midjourneys', {
  id: f.int(),
  code: f.int(),
  user_id: f.int(),
  action: f.str(),
  mj_id: f.str(),
  prompt: f.str(),
  prompt_en: f.str(),
  description: f.str(),
  state: f.str(),
  submit_time: f.big(),
  start_time: f.big(),
  finish_time: f.big(),
  image_url: f.str(),
  video_url: f.str(),
  video_urls: f.str(),
  status: f.str(),
  progress: f.str(),
  fail_reason: f.str(),
  channel_id: f.int(),
  quota: f.big(),
  buttons: f.str(),
  properties: f.str(),
});

export const tasksMapper = simpleMapper('tasks', {
  id: f.int(),
  created_at: f.big(),
  updated_at: f.big(),
  task_id: f.str(),
  platform: f.str(),
  user_id: f.int(),
  channel_id: f.int(),
  quota: f.big(),
  action: f.str(),
  status: f.str(),
  fail_reason: f.str(),
  submit_time: f.big(),
  start_time: f.big(),
  finish_time: f.big(),
  progress: f.str(),
  properties: f.str(),
  data: f.str(),
});

export const quotaDataMapper = simpleMapper(
  'quota_data',
  {
    id: f.int(),
    user_id: f.int(),
    username: f.str(),
    model_name: f.str(),
    created_at: f.big(),
    token_used: f.big(),
    count: f.int(),
    quota: f.big(),
  },
  { conflict: { fresh: 'skip', force: 'skip' } },
);
