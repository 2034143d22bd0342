import { useEffect, useState } from 'react';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { renderQuota, dollarsToQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import type { TokenEditDrawer_viewer$key } from './__generated__/TokenEditDrawer_viewer.graphql';
import { BATCH_COUNTS, DOLLAR_PRESETS, EXPIRY_SHORTCUTS, ExpiryFormatError, fieldsFromForm, type TokenFields, type TokenFormValues } from './tokenForm';

interface Props {
  viewer: TokenEditDrawer_viewer$key;
  open: boolean;
  /** Present when editing. */
  editing: boolean;
  initial: TokenFormValues;
  saving: boolean;
  onClose: () => void;
  onSubmit: (fields: TokenFields, count: number) => void;
}

export function TokenEditDrawer({ viewer, open, editing, initial, saving, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment TokenEditDrawer_viewer on User {
        groups {
          name
          desc
        }
        usableModels
      }
    `,
    viewer,
  );
  const [form] = Form.useForm<TokenFormValues>();
  const unlimited = Form.useWatch('unlimitedQuota', form);
  const quota = Form.useWatch('remainQuota', form);
  const [countText, setCountText] = useState('');

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
      setCountText('');
    }
  }, [open, initial, form]);

  const finish = (values: TokenFormValues) => {
    try {
      onSubmit(fieldsFromForm({ ...initial, ...values }), editing ? 1 : Math.max(1, Math.trunc(Number(values.count) || 1)));
    } catch (err) {
      if (err instanceof ExpiryFormatError) toast.error(err.message);
      else throw err;
    }
  };

  const setExpiry = (seconds: number) => form.setFieldValue('expiredAt', seconds ? dayjs().add(seconds, 'second') : null);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? t('更新令牌信息') : t('创建新的令牌')}
      size={520}
      destroyOnHidden
      data-testid="token-drawer"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('取消')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="token-submit">
            {t('提交')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={finish} initialValues={initial}>
        <Form.Item name="name" label={t('名称')} rules={[{ required: true, whitespace: true, message: t('请输入名称') }]}>
          <Input placeholder={t('请输入名称')} maxLength={30} data-testid="token-name" />
        </Form.Item>
        <Form.Item label={t('过期时间')} extra={t('留空则永不过期')}>
          <Form.Item name="expiredAt" noStyle>
            <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} placeholder={t('永不过期')} data-testid="token-expiry" />
          </Form.Item>
          <Space wrap style={{ marginTop: 8 }}>
            {EXPIRY_SHORTCUTS.map((s) => (
              <Button key={s.label} size="small" onClick={() => setExpiry(s.seconds)}>
                {t(s.label)}
              </Button>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label={t('额度')} extra={t('注意，令牌的额度仅用于限制令牌本身的最大额度使用量，实际的使用受到账户的剩余额度限制。')}>
          <Form.Item name="remainQuota" noStyle>
            <InputNumber
              min={0}
              precision={0}
              disabled={unlimited}
              style={{ width: '100%' }}
              addonAfter={renderQuota(quota ?? 0)}
              data-testid="token-quota"
            />
          </Form.Item>
          <Space wrap style={{ marginTop: 8 }}>
            {DOLLAR_PRESETS.map((d) => (
              <Button key={d} size="small" disabled={unlimited} onClick={() => form.setFieldValue('remainQuota', dollarsToQuota(d))}>
                ${d}
              </Button>
            ))}
          </Space>
        </Form.Item>
        <Form.Item name="unlimitedQuota" label={t('无限额度')} valuePropName="checked">
          <Switch data-testid="token-unlimited" />
        </Form.Item>
        {!editing && (
          <Form.Item label={t('新建数量')} extra={t('批量创建时会在名称后自动添加随机后缀')}>
            <Form.Item name="count" noStyle>
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} data-testid="token-count" />
            </Form.Item>
            <Space wrap style={{ marginTop: 8 }}>
              {BATCH_COUNTS.map((n) => (
                <Button
                  key={n}
                  size="small"
                  onClick={() => {
                    form.setFieldValue('count', n);
                    setCountText(String(n));
                  }}
                  type={countText === String(n) ? 'primary' : 'default'}
                >
                  {t('{{n}}个', { n })}
                </Button>
              ))}
            </Space>
          </Form.Item>
        )}
        <Form.Item name="modelLimits" label={t('模型限制')} extra={t('留空则不限制模型')}>
          <Select mode="multiple" allowClear placeholder={t('请选择该令牌支持的模型，留空支持所有模型')} options={data.usableModels.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="allowIps" label={t('IP白名单')} extra={<Typography.Text type="secondary">{t('一行一个，留空则不限制')}</Typography.Text>}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('允许的IP，一行一个')} />
        </Form.Item>
        <Form.Item name="group" label={t('令牌分组')}>
          <Select
            allowClear
            placeholder={t('默认使用用户分组')}
            options={data.groups.map((g) => ({ value: g.name, label: g.desc && g.desc !== g.name ? `${g.name} (${g.desc})` : g.name }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
