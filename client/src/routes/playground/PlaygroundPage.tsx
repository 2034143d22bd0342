import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Drawer, Flex, Input, Space } from 'antd';
import { ClearOutlined, SendOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import { toast } from '../../lib/toast';
import type { PlaygroundPageQuery } from './__generated__/PlaygroundPageQuery.graphql';
import { ChatBubble } from './ChatBubble';
import { PlaygroundSettings } from './PlaygroundSettings';
import { DEFAULT_INPUTS, usePlaygroundChat, type PlaygroundInputs } from './usePlaygroundChat';

const EXPIRED = '未登录或登录已过期，请重新登录！';

function Playground() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const data = useLazyLoadQuery<PlaygroundPageQuery>(
    graphql`
      query PlaygroundPageQuery {
        viewer {
          ...PlaygroundSettings_viewer
        }
      }
    `,
    {},
  );
  const [inputs, setInputs] = useState<PlaygroundInputs>(DEFAULT_INPUTS);
  const change = useCallback((patch: Partial<PlaygroundInputs>) => setInputs((i) => ({ ...i, ...patch })), []);
  const { messages, busy, send, clear } = usePlaygroundChat(inputs);
  const [draft, setDraft] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // Follow the newest text; a block body, since scroll methods may return a promise.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  if (!data.viewer) return null;
  const settings = <PlaygroundSettings viewer={data.viewer} inputs={inputs} onChange={change} />;
  const submit = () => {
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    send(text);
  };

  return (
    <Flex gap={16} align="stretch" data-testid="playground-page">
      {mobile ? (
        <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} placement="left" title={t('设置')} size="default">
          {settings}
        </Drawer>
      ) : (
        <Card size="small" title={t('设置')} style={{ width: 300, flexShrink: 0 }}>
          {settings}
        </Card>
      )}
      <Card
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        title={t('操练场')}
        extra={
          <Space>
            {mobile && <Button icon={<SettingOutlined />} onClick={() => setPanelOpen(true)} data-testid="pg-panel-toggle" aria-label={t('设置')} />}
            <Button icon={<ClearOutlined />} onClick={clear} data-testid="pg-clear">
              {t('清除上下文')}
            </Button>
          </Space>
        }
      >
        <div style={{ height: 'calc(100vh - 330px)', minHeight: 240, overflowY: 'auto', padding: '0 4px' }} data-testid="pg-messages" ref={list}>
          {messages.map((m) => (
            <ChatBubble key={m.id} message={m} />
          ))}
        </div>
        <Flex gap={8} style={{ marginTop: 12 }}>
          <Input.TextArea
            data-testid="pg-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('输入消息，Enter 发送，Shift+Enter 换行')}
            autoSize={{ minRows: 1, maxRows: 6 }}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button type="primary" icon={<SendOutlined />} onClick={submit} loading={busy} data-testid="pg-send">
            {t('发送')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

export default function PlaygroundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const expired = params.has('expired');
  useEffect(() => {
    if (expired) toast.error(EXPIRED);
  }, [expired]);
  return (
    <>
      {expired && <Alert type="warning" showIcon title={t(EXPIRED)} style={{ marginBottom: 12 }} data-testid="pg-expired" />}
      <Suspense fallback={<PageLoading />}>
        <Playground />
      </Suspense>
    </>
  );
}
