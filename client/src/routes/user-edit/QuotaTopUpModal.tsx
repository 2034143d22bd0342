import { useState } from 'react';
import { InputNumber, Modal, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderQuota } from '../../components/usage/quota';

/** Adds an amount (negative subtracts) to the current balance. */
export function QuotaTopUpModal({ open, current, busy, onCancel, onOk }: {
  open: boolean;
  current: number;
  busy: boolean;
  onCancel: () => void;
  onOk: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(null);
  const add = amount ?? 0;
  return (
    <Modal
      open={open}
      title={t('添加额度')}
      onCancel={onCancel}
      onOk={() => onOk(add)}
      okButtonProps={{ disabled: !add, loading: busy, 'data-testid': 'topup-ok' } as ButtonProps}
      okText={t('确定')}
      cancelText={t('取消')}
      afterClose={() => setAmount(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('新额度')}：{renderQuota(current)} + {renderQuota(add)} = {renderQuota(current + add)}
      </Typography.Paragraph>
      <InputNumber
        style={{ width: '100%' }}
        precision={0}
        value={amount}
        onChange={(v) => setAmount(v)}
        placeholder={t('需要添加的额度（支持负数）')}
        data-testid="topup-amount"
      />
    </Modal>
  );
}
