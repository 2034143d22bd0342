import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { useSetupMutation } from './useSetupMutation';
import { UsageModeField, type UsageMode } from './UsageModeField';
import type { SetupPageQuery } from './__generated__/SetupPageQuery.graphql';

interface SetupValues {
  username?: string;
  password?: string;
  confirmPassword?: string;
  mode: UsageMode;
}

const RELOAD_DELAY_MS = 1500;

export default function SetupPage() {
  const { t } = useTranslation();
  const { setupStatus } = useLazyLoadQuery<SetupPageQuery>(
    graphql`
      query SetupPageQuery {
        setupStatus {
          status
          rootInit
          databaseType
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [commit, inFlight] = useSetupMutation();
  const [form] = Form.useForm<SetupValues>();
  if (setupStatus.status) return <Navigate to="/" replace />;

  const submit = (values: SetupValues) => {
    commit({
      variables: {
        input: {
          username: values.username ?? '',
          password: values.password ?? '',
          confirmPassword: values.confirmPassword ?? '',
          selfUseModeEnabled: values.mode === 'self',
          demoSiteEnabled: values.mode === 'demo',
        },
      },
      onCompleted: (res) => {
        toast.success(res.setup.message || '系统初始化成功');
        setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      },
      onError: (err) => toast.error(err.message || '系统初始化失败，请重试'),
    });
  };

  return (
    <Card title={t('系统初始化')} style={{ maxWidth: 640, margin: '24px auto' }} data-testid="setup-page">
      {setupStatus.databaseType === 'sqlite' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('数据库警告')}
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                {t('您正在使用 SQLite 数据库。如果您在容器环境中运行，请确保已正确设置数据库文件的持久化映射，否则容器重启后所有数据将丢失！')}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('建议在生产环境中使用 MySQL 或 PostgreSQL 数据库，或确保 SQLite 数据库文件已映射到宿主机的持久化存储。')}
              </Typography.Text>
            </>
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={{ mode: 'external' }} onFinish={submit}>
        {setupStatus.rootInit ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('管理员账号已经初始化过')} />
        ) : (
          <>
            <Typography.Title level={5}>{t('管理员账号')}</Typography.Title>
            <Form.Item name="username" label={t('用户名')} rules={[{ required: true, whitespace: true, message: t('请输入管理员用户名') }]}>
              <Input autoComplete="username" maxLength={12} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('密码')}
              rules={[
                { required: true, message: t('密码长度至少为8个字符') },
                { min: 8, message: t('密码长度至少为8个字符') },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('确认密码')}
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value) =>
                    (value ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error(t('两次输入的密码不一致'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <UsageModeField />
        <Button type="primary" htmlType="submit" loading={inFlight} block>
          {t('初始化系统')}
        </Button>
      </Form>
    </Card>
  );
}
