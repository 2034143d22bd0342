import { Suspense } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { chatLinks, fillChatLink } from '../../components/usage/chatLinks';
import { useStatus } from '../../status/StatusProvider';
import { NoTokenRedirect } from './NoTokenRedirect';
import { useFirstEnabledKey } from './useFirstEnabledKey';

function ChatFrame({ template }: { template: string }) {
  const key = useFirstEnabledKey();
  if (!key) return <NoTokenRedirect />;
  return (
    <iframe
      src={fillChatLink(template, key)}
      title="chat"
      data-testid="chat-iframe"
      style={{ width: '100%', height: 'calc(100vh - 140px)', border: 'none' }}
      allow="clipboard-write"
    />
  );
}

/** /chat/{id}: the id-th configured chat link in a frame, filled with the user's key. */
export default function ChatPage() {
  const { t } = useTranslation();
  const status = useStatus();
  const { id } = useParams();
  const links = chatLinks(status);
  const entry = links[Number(id ?? 0)];
  if (!links.length) return <Result status="info" title={t('请联系管理员配置聊天链接')} data-testid="chat-unconfigured" />;
  if (!entry) return <Result status="error" title={t('聊天链接配置错误，请联系管理员')} data-testid="chat-unconfigured" />;
  return (
    <ErrorBoundary fallback={(e) => <NoTokenRedirect message={e.message} />}>
      <Suspense fallback={<PageLoading />}>
        <ChatFrame template={entry.template} />
      </Suspense>
    </ErrorBoundary>
  );
}
