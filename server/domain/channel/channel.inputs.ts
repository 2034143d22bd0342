import { z } from 'zod';

// Request shapes of the channel calls (legacy snake_case, as the console sends them).

const str = z.preprocess((v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v), z.string().optional());
const int = z.preprocess((v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v), z.number().int().optional());
/** Comma string or list (the form sends lists for groups). */
const list = z.preprocess((v) => (Array.isArray(v) ? v.map(String).join(',') : v === null ? undefined : v), z.string().optional());

export const channelFields = z.object({
  id: int,
  name: str,
  type: int,
  key: str,
  base_url: str,
  other: str,
  openai_organization: str,
  test_model: str,
  models: list,
  group: list,
  groups: list,
  model_mapping: str,
  status_code_mapping: str,
  auto_ban: int,
  priority: int,
  weight: int,
  tag: str,
  setting: str,
  param_override: str,
  status: int,
  other_info: str,
  max_input_tokens: int,
});
export type ChannelFields = z.infer<typeof channelFields>;

export const createChannelInput = z.object({
  mode: z.string().optional(),
  multi_key_mode: z.string().optional(),
  channel: channelFields,
});

export const updateChannelInput = channelFields.extend({ multi_key_mode: z.string().optional() });

export const listChannelsInput = z.object({
  p: int,
  page: int,
  page_size: int,
  ps: int,
  size: int,
  id_sort: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  tag_mode: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  status: str,
  type: int,
  keyword: str,
  group: str,
  model: str,
});
export type ListChannelsInput = z.infer<typeof listChannelsInput>;

export const idsInput = z.object({ ids: z.array(z.coerce.number().int()).optional(), tag: z.string().nullable().optional() });

export const tagEditInput = z.object({
  tag: z.string().optional().default(''),
  new_tag: z.string().nullable().optional(),
  model_mapping: z.string().nullable().optional(),
  models: list,
  groups: list,
  priority: int.nullable(),
  weight: int.nullable(),
});

export const fetchModelsInput = z.object({ base_url: z.string().optional().default(''), type: z.coerce.number().int().optional().default(1), key: z.string().optional().default('') });
