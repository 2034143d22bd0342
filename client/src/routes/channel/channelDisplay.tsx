import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/usage/time';

// Status and response-time tags of the channel table (spec 001 §4).

interface OtherInfo {
  status_reason?: string;
  status_time?: number;
}

export function parseOtherInfo(text: string | null | undefined): OtherInfo {
  try {
    const v = JSON.parse(text || '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as OtherInfo) : {};
  } catch {
    return {};
  }
}

export function ChannelStatusTag({ status, otherInfo }: { status: number; otherInfo?: string }) {
  const { t } = useTranslation();
  if (status === 1) return <Tag color="green" data-testid="channel-status">{t('已启用')}</Tag>;
  if (status === 2) return <Tag color="red" data-testid="channel-status">{t('已禁用')}</Tag>;
  if (status === 3) {
    const info = parseOtherInfo(otherInfo);
    const tip = (
      <div>
        <div>
          {t('原因：')}
          {info.status_reason || t('无')}
        </div>
        <div>
          {t('时间：')}
          {info.status_time ? formatTime(info.status_time) : t('无')}
        </div>
      </div>
    );
    return (
      <Tooltip title={tip}>
        <Tag color="gold" data-testid="channel-status">
          {t('自动禁用')}
        </Tag>
      </Tooltip>
    );
  }
  return <Tag data-testid="channel-status">{t('未知状态')}</Tag>;
}

/** Milliseconds → colour band: 0 untested; ≤1 s green; ≤3 s lime; ≤5 s yellow; above red. */
export function responseTimeColor(ms: number): string {
  if (ms === 0) return 'default';
  if (ms <= 1000) return 'green';
  if (ms <= 3000) return 'lime';
  if (ms <= 5000) return 'gold';
  return 'red';
}

export function ResponseTimeTag({ ms, testTime }: { ms: number; testTime?: number }) {
  const { t } = useTranslation();
  const label = ms === 0 ? t('未测试') : t('{{s}} 秒', { s: (ms / 1000).toFixed(2) });
  const tag = (
    <Tag color={responseTimeColor(ms)} data-testid="channel-response-time" data-color={responseTimeColor(ms)}>
      {label}
    </Tag>
  );
  return testTime ? <Tooltip title={`${t('上次测试时间')}: ${formatTime(testTime)}`}>{tag}</Tooltip> : tag;
}
