import { Flex, Menu, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useStatus } from '../../status/StatusProvider';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { ThemeToggle } from './ThemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

const NAV = [
  { key: '/', label: '首页' },
  { key: '/token', label: '控制台' },
  { key: '/pricing', label: '定价' },
  { key: 'docs', label: '文档' },
  { key: '/about', label: '关于' },
];

function activeKey(pathname: string) {
  if (pathname === '/') return '/';
  if (pathname.startsWith('/pricing')) return '/pricing';
  if (pathname.startsWith('/about')) return '/about';
  // Account pages belong to no tab; everything else is the console.
  if (/^\/(setup|login|register|reset|oauth|user\/reset)(\/|$)/.test(pathname)) return '';
  return '/token';
}

export function TopBar() {
  const { t } = useTranslation();
  const status = useStatus();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const docs = status.docs_link;
  const items = NAV.filter((n) => n.key !== 'docs' || docs).map((n) => ({
    key: n.key,
    label:
      n.key === 'docs' ? (
        <a href={docs} target="_blank" rel="noreferrer">
          {t(n.label)}
        </a>
      ) : (
        <Link to={n.key}>{t(n.label)}</Link>
      ),
  }));
  return (
    <Flex align="center" gap={12} style={{ height: '100%' }}>
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {status.logo && <img src={status.logo} alt="" style={{ height: 28 }} />}
        {!mobile && (
          <Typography.Text strong style={{ fontSize: 16 }}>
            {status.system_name || 'Tollgate'}
          </Typography.Text>
        )}
      </Link>
      <Space size={4}>
        {status.self_use_mode_enabled && <Tag color="purple">{t('自用模式')}</Tag>}
        {status.demo_site_enabled && <Tag color="orange">{t('演示站点')}</Tag>}
      </Space>
      <Menu
        mode="horizontal"
        selectedKeys={[activeKey(pathname)]}
        items={items}
        style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
        data-testid="top-nav"
      />
      <Space size={4}>
        <ThemeToggle />
        <LanguageSwitch />
        <UserMenu />
      </Space>
    </Flex>
  );
}
