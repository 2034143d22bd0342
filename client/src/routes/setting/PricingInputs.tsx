import { Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PricingDraft } from './pricing';

// Pricing mode and its inputs: per-token by ratio or by price per 1M tokens, or per call.

export function PricingInputs({ value, onChange, compact }: { value: PricingDraft; onChange: (d: PricingDraft) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const set = (patch: Partial<PricingDraft>) => onChange({ ...value, ...patch });
  const input = (field: keyof PricingDraft, placeholder: string) => (
    <Input
      size={compact ? 'small' : 'middle'}
      style={{ width: compact ? 120 : 200 }}
      placeholder={t(placeholder)}
      value={value[field] ?? ''}
      onChange={(e) => set({ [field]: e.target.value })}
      data-testid={`pricing-${field}`}
    />
  );
  return (
    <Space orientation={compact ? 'horizontal' : 'vertical'} wrap>
      <Radio.Group
        size={compact ? 'small' : 'middle'}
        optionType="button"
        value={value.mode}
        onChange={(e) => set({ mode: e.target.value as PricingDraft['mode'] })}
        options={[
          { value: 'ratio', label: t('按量计费（倍率）') },
          { value: 'price', label: t('按量计费（价格）') },
          { value: 'per-call', label: t('按次计费') },
        ]}
      />
      {value.mode === 'ratio' && (
        <Space wrap>
          {input('ratio', '模型倍率')}
          {input('completion', '补全倍率')}
        </Space>
      )}
      {value.mode === 'price' && (
        <Space wrap>
          {input('inputPrice', '输入价格 $/1M tokens')}
          {input('outputPrice', '输出价格 $/1M tokens')}
          {!compact && <Typography.Text type="secondary">{t('倍率 = 输入价格 / 2；补全倍率 = 输出价格 / 输入价格')}</Typography.Text>}
        </Space>
      )}
      {value.mode === 'per-call' && input('price', '每次调用价格（美元）')}
    </Space>
  );
}
