// The consume log's `other` JSON (reference/billing.md §6), read defensively: old rows may
// hold an empty string or miss keys.

export interface LogOther {
  model_ratio?: number;
  model_price?: number;
  completion_ratio?: number;
  group_ratio?: number;
  user_group_ratio?: number;
  cache_tokens?: number;
  cache_ratio?: number;
  cache_creation_tokens?: number;
  cache_creation_ratio?: number;
  claude?: boolean;
  frt?: number;
  is_model_mapped?: boolean;
  upstream_model_name?: string;
  reasoning_effort?: string;
  ws?: boolean;
  audio?: boolean;
  admin_info?: { use_channel?: Array<string | number> };
}

export function parseOther(raw: unknown): LogOther {
  if (raw && typeof raw === 'object') return raw as LogOther;
  if (typeof raw !== 'string' || !raw) return {};
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as LogOther) : {};
  } catch {
    return {};
  }
}

export const LOG_TYPES = [
  { value: 0, label: '全部', color: 'default' },
  { value: 1, label: '充值', color: 'cyan' },
  { value: 2, label: '消费', color: 'green' },
  { value: 3, label: '管理', color: 'orange' },
  { value: 4, label: '系统', color: 'purple' },
] as const;

export const logTypeOf = (type: number) => LOG_TYPES.find((x) => x.value === type) ?? { value: type, label: '未知', color: 'default' };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Label/value pairs for the expanded row; only keys the row actually has. */
export function detailItems(other: LogOther, content: string, t: (s: string) => string): Array<{ key: string; label: string; value: string }> {
  const items: Array<{ key: string; label: string; value: string }> = [];
  const add = (key: string, label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') items.push({ key, label: t(label), value });
  };
  const fixed = (v: unknown, d = 4) => (num(v) === undefined ? undefined : String(Number((v as number).toFixed(d))));
  if (num(other.model_price) !== undefined && (other.model_price as number) > 0) add('model_price', '模型价格', `$${fixed(other.model_price)}`);
  else add('model_ratio', '模型倍率', fixed(other.model_ratio));
  add('completion_ratio', '补全倍率', fixed(other.completion_ratio));
  add('group_ratio', '分组倍率', fixed(other.group_ratio));
  if (num(other.user_group_ratio) !== undefined && other.user_group_ratio !== -1) add('user_group_ratio', '用户分组倍率', fixed(other.user_group_ratio));
  if (num(other.cache_tokens)) {
    add('cache_tokens', '缓存 Tokens', String(other.cache_tokens));
    add('cache_ratio', '缓存倍率', fixed(other.cache_ratio));
  }
  if (num(other.cache_creation_tokens)) {
    add('cache_creation_tokens', '缓存创建 Tokens', String(other.cache_creation_tokens));
    add('cache_creation_ratio', '缓存创建倍率', fixed(other.cache_creation_ratio));
  }
  if (num(other.frt) !== undefined && (other.frt as number) > 0) add('frt', '首字时间', `${((other.frt as number) / 1000).toFixed(2)} s`);
  if (other.is_model_mapped && other.upstream_model_name) add('upstream_model_name', '实际模型', other.upstream_model_name);
  add('reasoning_effort', '推理强度', other.reasoning_effort);
  add('content', '详情', content);
  return items;
}
