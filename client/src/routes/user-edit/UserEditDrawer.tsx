import { Suspense } from 'react';
import { Drawer, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { UserEditForm } from './UserEditForm';
import type { UserEditDrawerQuery } from './__generated__/UserEditDrawerQuery.graphql';

// Relay node ids are base64 of "User:<id>" (Pothos default).
const userNodeId = (id: number) => btoa(`User:${id}`);

function EditBody({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<UserEditDrawerQuery>(
    graphql`
      query UserEditDrawerQuery($id: ID!) {
        node(id: $id) {
          ...UserEditForm_user @alias(as: "user")
        }
        groupNames
      }
    `,
    { id: userNodeId(userId) },
    { fetchPolicy: 'network-only' },
  );
  if (!data.node?.user) return <Result status="404" title={t('用户不存在')} />;
  return <UserEditForm user={data.node.user} groups={data.groupNames} onDone={onClose} />;
}

/** Side panel editing one user (admin); open while userId is set. */
export function UserEditDrawer({ userId, onClose }: { userId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Drawer open={userId !== undefined} onClose={onClose} title={t('编辑用户')} size={mobile ? '100%' : 520} destroyOnHidden data-testid="user-edit-drawer">
      {userId !== undefined && (
        <ErrorBoundary fallback={(e) => <Result status="warning" title={e.message} />}>
          <Suspense fallback={<PageLoading />}>
            <EditBody userId={userId} onClose={onClose} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Drawer>
  );
}
