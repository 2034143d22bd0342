import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderQuota } from '../../components/usage/quota';
import { useCopy } from '../../components/usage/copy';
import { toast } from '../../lib/toast';
import { useCreateRedemptionsMutation } from './useCreateRedemptionsMutation';

interface Values {
  name: string;
  quota: number;
  count: number;
}

/** Create a batch (name 1–20 chars, count 1..100); the new keys are shown with copy-all. */
export function CreateRedemptionModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const [form] = Form.useForm<Values>();
  const [create, busy] = useCreateRedemptionsMutation();
  const [keys, setKeys] = useState<readonly string[] | null>(null);
  const quota = Form.useWatch('quota', form);

  const submit = async (v: Values) => {
    const r = await create({ input: { name: v.name.trim(), quota: v.quota, count: v.count } });
    if (!r) return;
    toast.success('兑换码创建成功！');
    setKeys(r.createRedemptions);
    onCreated();
    onClose();
    form.resetFields();
  };

  return (
    <>
      <Modal open={open} title={t('创建新的兑换码')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ name: '', quota: 100000, count: 1 }} onFinish={(v) => void submit(v)}>
          <Form.Item
            name="name"
            label={t('名称')}
            rules={[{ required: true, whitespace: true, max: 20, message: t('兑换码名称长度必须在1-20之间') }]}
          >
            <Input maxLength={20} placeholder={t('请输入名称')} data-testid="redemption-name" />
          </Form.Item>
          <Form.Item name="quota" label={t('额度')} extra={`${t('等价金额')}: ${renderQuota(quota ?? 0)}`} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="redemption-quota" />
          </Form.Item>
          <Form.Item
            name="count"
            label={t('生成数量')}
            rules={[{ required: true, type: 'number', min: 1, max: 100, message: t('兑换码个数必须大于0且不超过100') }]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="redemption-count" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!keys}
        title={t('兑换码创建成功')}
        onCancel={() => setKeys(null)}
        footer={[
          <Button key="copy" type="primary" onClick={() => void copy((keys ?? []).join('\n'))} data-testid="redemption-copy-all">
            {t('复制全部')}
          </Button>,
          <Button key="close" onClick={() => setKeys(null)}>
            {t('关闭')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('已生成 {{n}} 个兑换码：', { n: keys?.length ?? 0 })}</Typography.Paragraph>
        <pre data-testid="redemption-keys" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', userSelect: 'all', maxHeight: 320, overflow: 'auto' }}>
          {(keys ?? []).join('\n')}
        </pre>
      </Modal>
    </>
  );
}
