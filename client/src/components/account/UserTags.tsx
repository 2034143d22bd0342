import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Tags of the user list and personal settings (spec 000 §3, §9).

const PALETTE = ['blue', 'cyan', 'green', 'geekblue', 'purple', 'magenta', 'lime', 'orange'];
const hashColor = (s: string) => PALETTE[[...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PALETTE.length];

export function groupColor(group: string): string {
  if (group === 'vip' || group === 'pro') return 'yellow';
  if (group === 'svip' || group === 'premium') return 'red';
  return hashColor(group);
}

export function GroupTag({ group }: { group: string }) {
  const { t } = useTranslation();
  if (!group) return <Tag>{t('用户分组')}</Tag>;
  if (group === 'auto') return <Tag color="processing">{t('自动选择')}</Tag>;
  return <Tag color={groupColor(group)}>{group}</Tag>;
}

export function RoleTag({ role }: { role: number }) {
  const { t } = useTranslation();
  if (role >= 100) return <Tag color="orange">{t('超级管理员')}</Tag>;
  if (role >= 10) return <Tag color="yellow">{t('管理员')}</Tag>;
  if (role >= 1) return <Tag color="blue">{t('普通用户')}</Tag>;
  return <Tag color="red">{t('未知身份')}</Tag>;
}

export function UserStatusTag({ status, deleted }: { status: number; deleted: boolean }) {
  const { t } = useTranslation();
  if (deleted) return <Tag color="red">{t('已注销')}</Tag>;
  if (status === 1) return <Tag color="green">{t('已激活')}</Tag>;
  if (status === 2) return <Tag color="red">{t('已封禁')}</Tag>;
  if (status === 3) return <Tag color="orange">{t('已锁定')}</Tag>;
  return <Tag>{t('未知状态')}</Tag>;
}
