import { useState } from 'react';
import { Alert, App, Button, Card, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../status/StatusProvider';
import { toast } from '../../lib/toast';
import { useQuoteTopUpMutation } from './useQuoteTopUpMutation';
import { useRequestPaymentMutation } from './useRequestPaymentMutation';
import { submitPaymentForm } from './submitPaymentForm';

interface PayMethod {
  name: string;
  type: string;
  color?: string;
}

const payMethodsOf = (v: unknown): PayMethod[] =>
  Array.isArray(v) ? v.filter((m): m is PayMethod => !!m && typeof m === 'object' && typeof m.type === 'string' && typeof m.name === 'string') : [];

/** Online top-up: amount (≥ the minimum, ≥ 1) and a pay method; the gateway opens in a new window. */
export function OnlineTopUpCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const status = useStatus();
  const enabled = status.enable_online_topup === true;
  const minTopUp = Math.max(1, Number(status.min_topup) || 1);
  const methods = payMethodsOf(status.pay_methods);
  const [amount, setAmount] = useState<number>(minTopUp);
  const [money, setMoney] = useState<string>('');
  const [quote] = useQuoteTopUpMutation();
  const [pay, paying] = useRequestPaymentMutation();

  const refreshQuote = async (value: number) => {
    if (!enabled || value < minTopUp) return setMoney('');
    const r = await quote({ input: { amount: value } }, { quiet: true });
    setMoney(r?.quoteTopUp ?? '');
  };

  const start = async (method: PayMethod) => {
    if (!enabled) return toast.error('管理员未开启在线充值！');
    if (!amount || amount < 1 || amount < minTopUp) return toast.error(t('充值数量不能小于 {{n}}', { n: minTopUp }));
    const r = await quote({ input: { amount, paymentMethod: method.type } });
    if (!r) return;
    modal.confirm({
      title: t('确定要充值吗'),
      content: (
        <Space orientation="vertical">
          <span>
            {t('充值数量')}: {amount}
          </span>
          <span>
            {t('实付金额')}: {r.quoteTopUp}
          </span>
          <span>
            {t('支付方式')}: {method.name}
          </span>
        </Space>
      ),
      onOk: async () => {
        const res = await pay({ input: { amount, paymentMethod: method.type } });
        if (!res) return;
        submitPaymentForm(res.requestPayment.url, (res.requestPayment.params ?? {}) as Record<string, unknown>);
      },
    });
  };

  return (
    <Card title={t('在线充值')} size="small" style={{ height: '100%' }} data-testid="online-topup">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!enabled && <Alert type="warning" showIcon title={t('管理员未开启在线充值！')} data-testid="online-topup-off" />}
        <Space wrap>
          <InputNumber
            min={1}
            precision={0}
            value={amount}
            disabled={!enabled}
            onChange={(v) => {
              const n = Number(v ?? 0);
              setAmount(n);
              void refreshQuote(n);
            }}
            addonBefore={t('充值数量')}
            data-testid="topup-amount"
          />
          {money && (
            <Typography.Text type="secondary" data-testid="topup-money">
              {t('实付金额')}: {money}
            </Typography.Text>
          )}
        </Space>
        <Typography.Text type="secondary">{t('最低充值数量：{{n}}', { n: minTopUp })}</Typography.Text>
        <Space wrap>
          {methods.map((m) => (
            <Button
              key={m.type}
              disabled={!enabled}
              loading={paying}
              onClick={() => void start(m)}
              style={m.color ? { borderColor: m.color, color: m.color } : undefined}
              data-testid={`pay-${m.type}`}
            >
              {m.name}
            </Button>
          ))}
        </Space>
      </Space>
    </Card>
  );
}
