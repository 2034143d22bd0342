import { useState } from 'react';
import { Button, Divider, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { QuotaTopUpModal } from './QuotaTopUpModal';
import { useUpdateUserMutation } from './useUpdateUserMutation';
import type { UserEditForm_user$key } from './__generated__/UserEditForm_user.graphql';

interface Values {
  username: string;
  displayName: string;
  password: string;
  group: string;
  quota: number;
  remark: string;
}

const BOUND: Array<[string, 'githubId' | 'oidcId' | 'wechatId' | 'telegramId' | 'linuxDoId' | 'email']> = [
  ['已绑定的 GitHub 账户', 'githubId'],
  ['已绑定的 OIDC 账户', 'oidcId'],
  ['已绑定的微信账户', 'wechatId'],
  ['已绑定的 Telegram 账户', 'telegramId'],
  ['已绑定的 LinuxDO 账户', 'linuxDoId'],
  ['已绑定的邮箱账户', 'email'],
];

/** The edit-user form: saves only changed fields; bound ids are read-only. */
export function UserEditForm({ user, groups, onDone }: { user: UserEditForm_user$key; groups: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const u = useFragment(
    graphql`
      fragment UserEditForm_user on User {
        userId
        username
        displayName
        group
        quota
        remark
        githubId
        oidcId
        wechatId
        telegramId
        linuxDoId
        email
      }
    `,
    user,
  );
  const [form] = Form.useForm<Values>();
  const [commit, busy] = useUpdateUserMutation();
  const [topUp, setTopUp] = useState(false);
  const initial: Values = {
    username: u.username,
    displayName: u.displayName,
    password: '',
    group: u.group,
    quota: Number(u.quota),
    remark: u.remark ?? '',
  };
  const quota = Form.useWatch('quota', form) ?? initial.quota;

  const save = (v: Values) => {
    const input: Record<string, unknown> = {};
    if (v.username.trim() !== initial.username) input.username = v.username.trim();
    if (v.displayName !== initial.displayName) input.displayName = v.displayName;
    if (v.password) input.password = v.password;
    if (v.group !== initial.group) input.group = v.group;
    if (Number(v.quota) !== initial.quota) input.quota = Math.trunc(Number(v.quota));
    if ((v.remark ?? '') !== initial.remark) input.remark = v.remark ?? '';
    if (!Object.keys(input).length) return toast.warning('你似乎并没有修改什么');
    commit({
      variables: { input: { userId: u.userId, ...input } },
      onCompleted: (_d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        toast.success('用户信息更新成功！');
        onDone();
      },
      onError: (e) => toast.error(e.message),
    });
  };

  const addQuota = (amount: number) =>
    commit({
      variables: { input: { userId: u.userId, quotaDelta: amount } },
      onCompleted: (d, errors) => {
        if (errors?.length) return toast.error(errors[0].message);
        form.setFieldValue('quota', Number(d.updateUser.quota));
        toast.success('额度已更新');
        setTopUp(false);
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={save} data-testid="user-edit-form">
      <Form.Item name="username" label={t('用户名')} rules={[{ required: true, message: t('请输入用户名') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="displayName" label={t('显示名称')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('密码')} extra={t('留空则不修改密码')}>
        <Input.Password placeholder={t('请输入新的密码，最短 8 位')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="group" label={t('分组')}>
        <Select
          showSearch
          options={[...new Set([...groups, u.group])].filter(Boolean).map((g) => ({ value: g, label: g }))}
          data-testid="user-edit-group"
        />
      </Form.Item>
      <Form.Item label={t('剩余额度')} extra={renderQuota(quota)}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="quota" noStyle>
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="user-edit-quota" />
          </Form.Item>
          <Button onClick={() => setTopUp(true)} data-testid="user-edit-topup">
            {t('添加额度')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="remark" label={t('备注')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} placeholder={t('请输入备注（仅管理员可见）')} />
      </Form.Item>
      <Divider plain>{t('绑定信息')}</Divider>
      {BOUND.map(([label, key]) => (
        <Form.Item key={key} label={t(label)}>
          <Input value={u[key]} readOnly disabled placeholder={t('此项只读，需要用户通过个人设置页面的相关绑定按钮进行绑定，不可直接修改')} />
        </Form.Item>
      ))}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={onDone}>{t('取消')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="user-edit-submit">
          {t('提交')}
        </Button>
      </Space>
      <QuotaTopUpModal open={topUp} current={Number(quota)} busy={busy} onCancel={() => setTopUp(false)} onOk={addQuota} />
    </Form>
  );
}
