import { useState } from 'react';
import { Button, Form, Modal, Radio, Space, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type UsageMode = 'external' | 'self' | 'demo';

const MODES: Array<{ value: UsageMode; label: string; help: string }> = [
  {
    value: 'external',
    label: '对外运营模式',
    help: '默认模式，适用于为多个用户提供服务的场景。此模式下，系统将计算每次调用的用量，您需要对每个模型都设置价格，如果没有设置价格，用户将无法使用该模型。',
  },
  { value: 'self', label: '自用模式', help: '适用于个人使用的场景。不需要设置模型价格，系统将弱化用量计算，您可专注于使用模型。' },
  { value: 'demo', label: '演示站点模式', help: '适用于展示系统功能的场景。' },
];

/** The usage-mode radio with a dialog explaining each mode. */
export function UsageModeField() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form.Item
        name="mode"
        label={
          <Space size={4}>
            {t('系统设置模式')}
            <Button type="link" size="small" icon={<QuestionCircleOutlined />} onClick={() => setOpen(true)} aria-label={t('使用模式说明')} />
          </Space>
        }
      >
        <Radio.Group>
          {MODES.map((m) => (
            <Radio key={m.value} value={m.value}>
              {t(m.label)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Modal open={open} title={t('使用模式说明')} onCancel={() => setOpen(false)} footer={null}>
        {MODES.map((m) => (
          <div key={m.value} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{t(m.label)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t(m.help)}
            </Typography.Paragraph>
          </div>
        ))}
      </Modal>
    </>
  );
}
