import { useState } from 'react';
import { Button, Card, Input, Space } from 'antd';
import { ShoppingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../status/StatusProvider';
import { renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { useRedeemMutation } from './useRedeemMutation';

/** Redeem a code; "buy codes" opens the configured top-up link. */
export function RedeemCard() {
  const { t } = useTranslation();
  const status = useStatus();
  const [key, setKey] = useState('');
  const [redeem, busy] = useRedeemMutation();
  const link = typeof status.top_up_link === 'string' ? status.top_up_link : '';

  const submit = async () => {
    if (!key.trim()) return toast.info('请输入兑换码！');
    const r = await redeem({ input: { key: key.trim() } });
    if (!r) return;
    toast.success('兑换成功！');
    toast.info(`${t('成功兑换额度：')}${renderQuota(r.redeem.quotaAdded)}`);
    setKey('');
  };
  const buy = () => {
    if (!link) return toast.error('超级管理员未设置充值链接！');
    window.open(link, '_blank', 'noopener');
  };

  return (
    <Card title={t('兑换余额')} size="small" style={{ height: '100%' }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          placeholder={t('兑换码')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          onPressEnter={() => void submit()}
          allowClear
          data-testid="redeem-key"
        />
        <Space wrap>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="redeem-submit">
            {t('兑换')}
          </Button>
          {link && (
            <Button icon={<ShoppingOutlined />} onClick={buy} data-testid="buy-codes">
              {t('获取兑换码')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}
