import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { renderQuota } from '../../components/usage/quota';
import { formatTime } from '../../components/usage/time';
import { logTypeOf, parseOther } from './logOther';

// Table columns of the usage log. Admin-only columns: channel, user, retry (spec 002 §2).

export interface LogRow {
  id: string;
  createdAt: number;
  type: number;
  content: string;
  username: string;
  tokenName: string;
  modelName: string;
  group: string;
  quota: number;
  promptTokens: number;
  completionTokens: number;
  useTime: number;
  isStream: boolean;
  channelId: number;
  channelName: string | null;
  other: unknown;
}

export const ADMIN_COLUMNS = ['channel', 'username', 'retry'];

function useTimeTag(seconds: number, t: TFunction) {
  const color = seconds < 101 ? 'green' : seconds < 300 ? 'orange' : 'red';
  return (
    <Tag color={color}>
      {seconds} {t('秒')}
    </Tag>
  );
}

export function logColumns(t: TFunction, admin: boolean): ColumnsType<LogRow> {
  const cols: ColumnsType<LogRow> = [
    { key: 'time', title: t('时间'), dataIndex: 'createdAt', render: (v: number) => formatTime(Number(v)), width: 170 },
    {
      key: 'channel',
      title: t('渠道'),
      render: (_, r) =>
        r.type === 2 || r.type === 5 ? (
          <Tooltip title={r.channelName ?? ''}>
            <Tag>{r.channelId}</Tag>
          </Tooltip>
        ) : null,
    },
    { key: 'username', title: t('用户'), dataIndex: 'username' },
    { key: 'token', title: t('令牌'), dataIndex: 'tokenName', render: (v: string) => (v ? <Tag>{v}</Tag> : null) },
    { key: 'group', title: t('分组'), dataIndex: 'group', render: (v: string) => (v ? <Tag>{v}</Tag> : null) },
    {
      key: 'type',
      title: t('类型'),
      dataIndex: 'type',
      render: (v: number) => {
        const x = logTypeOf(v);
        return <Tag color={x.color}>{t(x.label)}</Tag>;
      },
    },
    {
      key: 'model',
      title: t('模型'),
      dataIndex: 'modelName',
      render: (v: string, r) => {
        const o = parseOther(r.other);
        if (!v) return null;
        return (
          <Space size={2} direction="vertical">
            <Tag color="blue">{v}</Tag>
            {o.is_model_mapped && o.upstream_model_name ? <Tag color="geekblue">→ {o.upstream_model_name}</Tag> : null}
          </Space>
        );
      },
    },
    {
      key: 'useTime',
      title: t('用时/首字'),
      render: (_, r) => {
        if (r.type !== 2 && r.type !== 5) return null;
        const frt = parseOther(r.other).frt;
        return (
          <Space size={2} wrap>
            {useTimeTag(r.useTime, t)}
            {r.isStream && typeof frt === 'number' && frt > 0 ? <Tag>{(frt / 1000).toFixed(1)} s</Tag> : null}
            <Tag color={r.isStream ? 'blue' : 'purple'}>{r.isStream ? t('流') : t('非流')}</Tag>
          </Space>
        );
      },
    },
    { key: 'prompt', title: t('提示'), dataIndex: 'promptTokens', render: (v: number, r) => (r.type === 2 ? v : null) },
    { key: 'completion', title: t('补全'), dataIndex: 'completionTokens', render: (v: number, r) => (r.type === 2 ? v : null) },
    { key: 'quota', title: t('花费'), dataIndex: 'quota', render: (v: number, r) => (r.type === 2 || r.type === 1 ? <span data-testid="log-cost">{renderQuota(v, 6)}</span> : null) },
    {
      key: 'retry',
      title: t('重试'),
      render: (_, r) => {
        const used = parseOther(r.other).admin_info?.use_channel;
        return Array.isArray(used) && used.length > 1 ? `${t('渠道')}：${used.join('->')}` : null;
      },
    },
  ];
  return admin ? cols : cols.filter((c) => !ADMIN_COLUMNS.includes(String(c.key)));
}
