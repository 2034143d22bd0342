import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderQuota } from '../../components/usage/quota';

/** Quota spent under the filters, and requests/tokens of the last minute. */
export function LogStats({ quota, rpm, tpm }: { quota: number; rpm: number; tpm: number }) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="log-stats">
      <Tag color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
        {t('消耗额度')}: {renderQuota(quota)}
      </Tag>
      <Tag color="pink" style={{ fontSize: 14, padding: '4px 10px' }}>
        RPM: {rpm}
      </Tag>
      <Tag color="default" style={{ fontSize: 14, padding: '4px 10px' }}>
        TPM: {tpm}
      </Tag>
    </Space>
  );
}
