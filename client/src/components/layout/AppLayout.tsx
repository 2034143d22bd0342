import { Suspense } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { useUser } from '../../user/UserContext';
import { PageLoading } from '../PageLoading';
import { TopBar } from './TopBar';
import { SideBar } from './SideBar';
import { AppFooter } from './AppFooter';

// The sidebar is hidden on home, chat and setup paths (spec 002 §2) and for visitors.
const hidesSidebar = (path: string) => path === '/' || path === '/setup' || path.startsWith('/chat');

export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useUser();
  const { token } = theme.useToken();
  const showSidebar = !!user && !hidesSidebar(pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          padding: '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <TopBar />
      </Layout.Header>
      <Layout>
        {showSidebar && <SideBar />}
        <Layout>
          <Layout.Content style={{ padding: 16 }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px' }}>
            <AppFooter />
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
