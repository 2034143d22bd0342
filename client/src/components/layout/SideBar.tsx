import { useEffect, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useStatus } from '../../status/StatusProvider';
import { useUser } from '../../user/UserContext';
import { sidebarItems, type NavItem } from './sidebarItems';
import { useIsMobile } from '../../lib/hooks/useIsMobile';

// The sticky header is antd's default 64 px; the menu scrolls below it.
const HEADER_HEIGHT = 64;

type MenuItem = Required<MenuProps>['items'][number];

function toMenu(items: NavItem[], t: (s: string) => string): MenuItem[] {
  return items.map((item) => {
    if (item.group) return { type: 'group', key: item.key, label: t(item.label), children: toMenu(item.children ?? [], t) };
    if (item.children) return { key: item.key, icon: item.icon, label: t(item.label), children: toMenu(item.children, t) };
    return { key: item.key, icon: item.icon, label: <Link to={item.key}>{t(item.label)}</Link> };
  });
}

/** The collapsible console menu: 200 px wide, 60 px collapsed. */
export function SideBar() {
  const { t } = useTranslation();
  const status = useStatus();
  const { user } = useUser();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => mobile || status.default_collapse_sidebar === true);
  // On a phone (width ≤ 600) the menu starts collapsed and folds again after each navigation.
  useEffect(() => {
    if (mobile) setCollapsed(true);
  }, [mobile, pathname]);
  const selected = '/' + (pathname.split('/')[1] ?? '');
  const chatSelected = pathname.startsWith('/chat/') ? pathname : selected;
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      width={200}
      collapsedWidth={60}
      theme="light"
      data-testid="sidebar"
      style={{ position: 'sticky', top: HEADER_HEIGHT, height: `calc(100vh - ${HEADER_HEIGHT}px)`, borderRight: '1px solid rgba(128,128,128,0.15)' }}
    >
      <div style={{ height: '100%', overflowY: 'auto' }}>
        <Menu mode="inline" selectedKeys={[chatSelected]} items={toMenu(sidebarItems(status, user), t)} style={{ borderInlineEnd: 'none' }} />
      </div>
    </Layout.Sider>
  );
}
