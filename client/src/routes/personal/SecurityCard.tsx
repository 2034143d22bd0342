import { useState } from 'react';
import { Button, Card, Divider, Space, Typography } from 'antd';
import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AccessTokenSection } from './AccessTokenSection';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DeleteAccountModal } from './DeleteAccountModal';
import type { SecurityCard_user$key } from './__generated__/SecurityCard_user.graphql';

/** System access token, password change and account deletion. */
export function SecurityCard({ user }: { user: SecurityCard_user$key }) {
  const { t } = useTranslation();
  const { username, role } = useFragment(
    graphql`
      fragment SecurityCard_user on User {
        username
        role
      }
    `,
    user,
  );
  const [pwOpen, setPwOpen] = useState(false);
  const [delOpen, setDelOpen] = useState(false);
  return (
    <Card title={t('安全设置')} size="small" data-testid="personal-security">
      <Typography.Title level={5}>{t('系统访问令牌')}</Typography.Title>
      <AccessTokenSection />
      <Divider />
      <Typography.Title level={5}>{t('密码管理')}</Typography.Title>
      <Space wrap>
        <Button icon={<LockOutlined />} onClick={() => setPwOpen(true)} data-testid="change-password">
          {t('修改密码')}
        </Button>
      </Space>
      <Divider />
      <Typography.Title level={5}>{t('删除账户')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('此操作不可逆，所有数据将被永久删除')}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} disabled={role >= 100} onClick={() => setDelOpen(true)} data-testid="delete-account">
        {t('删除账户')}
      </Button>
      <ChangePasswordModal open={pwOpen} onClose={() => setPwOpen(false)} />
      <DeleteAccountModal open={delOpen} username={username} onClose={() => setDelOpen(false)} />
    </Card>
  );
}
