import { AutoComplete, Button, Card, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { THRESHOLD_PRESETS, settingsValues, type SettingsValues } from './settingsInput';
import { useSaveSettings } from './useSaveSettings';
import type { NotificationTab_user$key } from './__generated__/NotificationTab_user.graphql';

/** Quota warning: e-mail or webhook (https only), threshold with presets. */
export function NotificationTab({ user }: { user: NotificationTab_user$key }) {
  const { t } = useTranslation();
  const { settings } = useFragment(
    graphql`
      fragment NotificationTab_user on User {
        settings {
          notifyType
          quotaWarningThreshold
          webhookUrl
          webhookSecretSet
          notificationEmail
          acceptUnsetModelRatioModel
          recordIpLog
        }
      }
    `,
    user,
  );
  const [form] = Form.useForm<SettingsValues>();
  const [save, busy] = useSaveSettings();
  const initial = settingsValues(settings);
  const notifyType = Form.useWatch('notifyType', form) ?? initial.notifyType;
  const threshold = Number(Form.useWatch('quotaWarningThreshold', form) ?? initial.quotaWarningThreshold);

  const submit = (v: SettingsValues) => {
    const merged = { ...initial, ...v, quotaWarningThreshold: Number(v.quotaWarningThreshold) };
    if (merged.notifyType === 'webhook' && !/^https:\/\//i.test(merged.webhookUrl.trim())) return toast.error('Webhook地址必须以https://开头');
    save(merged, () => form.setFieldValue('webhookSecret', ''));
  };

  return (
    <Card size="small" data-testid="notification-tab">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item name="notifyType" label={t('通知方式')}>
          <Radio.Group
            options={[
              { value: 'email', label: t('邮件通知') },
              { value: 'webhook', label: t('Webhook通知') },
            ]}
            data-testid="notify-type"
          />
        </Form.Item>
        <Form.Item
          name="quotaWarningThreshold"
          label={t('额度预警阈值')}
          extra={`${t('当剩余额度低于此数值时，系统将通过选择的方式发送通知')} (${renderQuota(threshold)})`}
          rules={[{ required: true, message: t('请输入预警额度') }]}
          getValueFromEvent={(v: string) => (v === '' ? '' : Number(v.replace(/\D/g, '')))}
        >
          <AutoComplete
            options={THRESHOLD_PRESETS.map((p) => ({ value: String(p.value), label: `${p.label} (${p.value})` }))}
            data-testid="notify-threshold"
          >
            <Input inputMode="numeric" />
          </AutoComplete>
        </Form.Item>
        {notifyType === 'email' ? (
          <Form.Item name="notificationEmail" label={t('通知邮箱')} extra={t('留空则使用账号绑定的邮箱')}>
            <Input type="email" placeholder={t('输入通知邮箱')} data-testid="notify-email" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="webhookUrl"
              label={t('Webhook地址')}
              rules={[{ required: true, message: t('请输入Webhook地址') }, { pattern: /^https:\/\//i, message: t('Webhook地址必须以https://开头') }]}
            >
              <Input placeholder="https://example.com/webhook" data-testid="notify-webhook-url" />
            </Form.Item>
            <Form.Item
              name="webhookSecret"
              label={t('接口凭证')}
              extra={settings?.webhookSecretSet ? t('已设置，留空则保持不变') : t('密钥将以 Bearer 方式添加到请求头中，用于验证webhook请求的合法性')}
            >
              <Input.Password placeholder={t('请输入密钥')} autoComplete="new-password" data-testid="notify-webhook-secret" />
            </Form.Item>
          </>
        )}
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('额度预警通知每 2 小时最多发送一次')}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="notify-save">
          {t('保存设置')}
        </Button>
      </Form>
    </Card>
  );
}
