import { Avatar, Button, Dropdown, Space } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useUser } from '../../user/UserContext';
import { useStatus } from '../../status/StatusProvider';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { useLogoutMutation } from './useLogoutMutation';

/** Logged in: a menu with personal settings and logout. Logged out: login and register links. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useUser();
  const status = useStatus();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  if (!user) {
    const showRegister = !mobile && !status.self_use_mode_enabled;
    return (
      <Space size={4}>
        <Link to="/login">
          <Button type="text">{t('登录')}</Button>
        </Link>
        {showRegister && (
          <Link to="/register">
            <Button type="primary">{t('注册')}</Button>
          </Link>
        )}
      </Space>
    );
  }
  const items = [
    { key: 'personal', icon: <UserOutlined />, label: t('个人设置') },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('退出')}</span> },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? logout() : navigate('/personal')) }}
    >
      <Button type="text" data-testid="user-menu">
        <Space size={6}>
          <Avatar size="small">{user.username.slice(0, 1).toUpperCase()}</Avatar>
          {!mobile && <span>{user.display_name || user.username}</span>}
        </Space>
      </Button>
    </Dropdown>
  );
}
