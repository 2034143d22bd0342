import { Suspense, useEffect } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { chatLinks, fillChatLink } from '../../components/usage/chatLinks';
import { toast } from '../../lib/toast';
import { useStatus } from '../../status/StatusProvider';
import { NoTokenRedirect } from '../chat/NoTokenRedirect';
import { useFirstEnabledKey } from '../chat/useFirstEnabledKey';

function Redirect({ template }: { template: string }) {
  const { t } = useTranslation();
  const key = useFirstEnabledKey();
  const target = key ? fillChatLink(template, key) : '';
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  if (!key) return <NoTokenRedirect />;
  return <Result status="info" title={t('正在跳转...')} />;
}

/** /chat2link: straight to the first chat link with the user's key and the server address. */
export default function Chat2LinkPage() {
  const { t } = useTranslation();
  const first = chatLinks(useStatus())[0];
  useEffect(() => {
    if (!first) toast.error('聊天链接配置错误，请联系管理员');
  }, [first]);
  if (!first) return <Result status="error" title={t('聊天链接配置错误，请联系管理员')} data-testid="chat-unconfigured" />;
  return (
    <ErrorBoundary fallback={(e) => <NoTokenRedirect message={e.message} />}>
      <Suspense fallback={<PageLoading />}>
        <Redirect template={first.template} />
      </Suspense>
    </ErrorBoundary>
  );
}
