import { Button, Space, Tooltip, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../components/usage/copy';

export const fullKey = (key: string) => `sk-${key}`;

/** sk-abcd**********wxyz: enough to recognise a key without showing it. */
export function maskKey(key: string): string {
  if (key.length <= 8) return `sk-${'*'.repeat(key.length)}`;
  return `sk-${key.slice(0, 4)}${'*'.repeat(10)}${key.slice(-4)}`;
}

export function TokenKey({ value }: { value: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <Space size={4}>
      <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
        {maskKey(value)}
      </Typography.Text>
      <Tooltip title={t('复制')}>
        <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => void copy(fullKey(value))} data-testid="token-copy" aria-label={t('复制')} />
      </Tooltip>
    </Space>
  );
}
