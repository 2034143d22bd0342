// Token status (spec 002 §4): 1 enabled, 2 disabled, 3 expired, 4 exhausted.
export const TOKEN_STATUS: Record<number, { label: string; color: string }> = {
  1: { label: '已启用', color: 'green' },
  2: { label: '已禁用', color: 'red' },
  3: { label: '已过期', color: 'orange' },
  4: { label: '已耗尽', color: 'default' },
};

export const tokenStatusOf = (s: number) => TOKEN_STATUS[s] ?? { label: '未知状态', color: 'default' };
