import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { useUpdateRedemptionMutation } from './useUpdateRedemptionMutation';
import type { Code } from './RedemptionTable';

interface Values {
  name: string;
  quota: number;
}

/** Edit name and quota of an unused code. */
export function EditRedemptionModal({ code, onClose }: { code: Code | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [update, busy] = useUpdateRedemptionMutation();
  const quota = Form.useWatch('quota', form);
  useEffect(() => {
    if (code) form.setFieldsValue({ name: code.name, quota: Number(code.quota) });
  }, [code, form]);
  const save = async (v: Values) => {
    if (!code) return;
    if (await update({ input: { id: code.id, name: v.name.trim(), quota: v.quota } })) {
      toast.success('兑换码更新成功！');
      onClose();
    }
  };
  return (
    <Modal open={!!code} title={t('更新兑换码信息')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="name" label={t('名称')} rules={[{ required: true, whitespace: true, max: 20, message: t('兑换码名称长度必须在1-20之间') }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="quota" label={t('额度')} extra={`${t('等价金额')}: ${renderQuota(quota ?? 0)}`} rules={[{ required: true }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
