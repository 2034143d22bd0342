// Form values of the channel drawer and their conversion to the legacy snake_case channel.

export interface ChannelFormValues {
  type: number;
  name: string;
  key?: string;
  base_url?: string;
  other?: string;
  openai_organization?: string;
  models: string[];
  model_mapping?: string;
  status_code_mapping?: string;
  groups: string[];
  auto_ban: boolean;
  test_model?: string;
  priority?: number | null;
  weight?: number | null;
  tag?: string;
  setting?: string;
  param_override?: string;
  mode: 'single' | 'batch' | 'multi_to_single';
  multi_key_mode?: 'random' | 'polling';
}

export const NEW_CHANNEL: Partial<ChannelFormValues> = {
  type: 1,
  auto_ban: true,
  groups: ['default'],
  models: [],
  priority: 0,
  weight: 0,
  mode: 'single',
  multi_key_mode: 'random',
};

/** The extra `other` value some channel types need: label and placeholder. */
export const OTHER_FIELD: Record<number, { label: string; placeholder: string; json?: boolean }> = {
  3: { label: '默认 API 版本', placeholder: '请输入默认 API 版本，例如：2025-04-01-preview' },
  18: { label: '模型版本', placeholder: '请输入星火大模型版本，注意是接口地址中的版本号，例如：v2.1' },
  21: { label: '知识库 ID', placeholder: '请输入知识库 ID，例如：123456' },
  39: { label: 'Account ID', placeholder: '请输入 Account ID，例如：d6b5da8hk1awo8nap34ube6gh' },
  41: { label: '部署地区', placeholder: '{\n  "default": "us-central1",\n  "claude-3-5-sonnet-20240620": "europe-west1"\n}', json: true },
  49: { label: '智能体ID', placeholder: '请输入智能体ID，例如：7342866812345' },
};

/** Model families offered by "fill common models", by channel type. */
const FAMILIES: Record<number, RegExp> = {
  1: /^(gpt-|o\d|chatgpt|text-embedding|dall-e|whisper|tts)/,
  3: /^(gpt-|o\d|text-embedding|dall-e|whisper|tts)/,
  14: /^claude/,
  33: /^claude/,
  24: /^gemini/,
  41: /^(gemini|claude)/,
  25: /^moonshot/,
  43: /^deepseek/,
  48: /^grok/,
};

export function commonModels(type: number, all: readonly string[]): string[] {
  const re = FAMILIES[type];
  return re ? all.filter((m) => re.test(m)) : [...all];
}

export function toChannelInput(v: ChannelFormValues, id?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: v.name.trim(),
    type: v.type,
    base_url: (v.base_url ?? '').trim().replace(/\/+$/, ''),
    other: v.type === 18 && !v.other?.trim() ? 'v2.1' : (v.other ?? ''),
    openai_organization: v.openai_organization ?? '',
    models: v.models.join(','),
    group: v.groups.join(','),
    model_mapping: v.model_mapping ?? '',
    status_code_mapping: v.status_code_mapping ?? '',
    auto_ban: v.auto_ban ? 1 : 0,
    test_model: v.test_model ?? '',
    priority: v.priority ?? 0,
    weight: v.weight ?? 0,
    tag: v.tag ?? '',
    setting: v.setting ?? '',
    param_override: v.param_override ?? '',
  };
  if (v.key?.trim()) out.key = v.key.trim();
  if (id !== undefined) out.id = id;
  return out;
}
