import dayjs, { type Dayjs } from 'dayjs';

// The create/edit drawer's values and their conversion to the token fields (spec 002 §3, §9).

export const DEFAULT_QUOTA = 500000; // $1 at the default 500000 per dollar
export const DOLLAR_PRESETS = [1, 10, 50, 100, 500, 1000];
export const BATCH_COUNTS = [10, 20, 30, 100];
export const EXPIRY_SHORTCUTS = [
  { label: '永不过期', seconds: 0 },
  { label: '一小时', seconds: 3600 },
  { label: '一天', seconds: 86400 },
  { label: '一个月', seconds: 30 * 86400 },
] as const;

export interface TokenFormValues {
  name: string;
  remainQuota: number;
  unlimitedQuota: boolean;
  /** null = never expires. */
  expiredAt: Dayjs | null;
  modelLimits: string[];
  allowIps: string;
  group: string;
  count: number;
}

export interface TokenFields {
  name: string;
  remainQuota: number;
  unlimitedQuota: boolean;
  expiredTime: number;
  modelLimitsEnabled: boolean;
  modelLimits: string;
  allowIps: string;
  group: string;
}

export const emptyForm = (): TokenFormValues => ({
  name: '',
  remainQuota: DEFAULT_QUOTA,
  unlimitedQuota: false,
  expiredAt: null,
  modelLimits: [],
  allowIps: '',
  group: '',
  count: 1,
});

export function formFromToken(t: {
  name: string;
  remainQuota: number;
  unlimitedQuota: boolean;
  expiredTime: number;
  modelLimits: string;
  allowIps?: string | null;
  group: string;
}): TokenFormValues {
  return {
    name: t.name,
    remainQuota: Number(t.remainQuota),
    unlimitedQuota: t.unlimitedQuota,
    expiredAt: Number(t.expiredTime) === -1 ? null : dayjs.unix(Number(t.expiredTime)),
    modelLimits: t.modelLimits ? t.modelLimits.split(',').filter(Boolean) : [],
    allowIps: t.allowIps ?? '',
    group: t.group,
    count: 1,
  };
}

export class ExpiryFormatError extends Error {
  constructor() {
    super('过期时间格式错误！');
  }
}

export function fieldsFromForm(v: TokenFormValues): TokenFields {
  let expiredTime = -1;
  if (v.expiredAt) {
    if (!dayjs.isDayjs(v.expiredAt) || !v.expiredAt.isValid()) throw new ExpiryFormatError();
    expiredTime = v.expiredAt.unix();
  }
  return {
    name: (v.name ?? '').trim(),
    remainQuota: Math.max(0, Math.trunc(Number(v.remainQuota) || 0)),
    unlimitedQuota: v.unlimitedQuota,
    expiredTime,
    modelLimitsEnabled: (v.modelLimits ?? []).length > 0,
    modelLimits: (v.modelLimits ?? []).join(','),
    allowIps: (v.allowIps ?? '')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean)
      .join('\n'),
    group: v.group ?? '',
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The 6-character suffix batch-created tokens get after their name. */
export function randomSuffix(length = 6): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Names for a batch: the first keeps the name, the others get name-xxxxxx (as the original). */
export function batchNames(name: string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => (i === 0 ? name : `${name}-${randomSuffix()}`));
}
