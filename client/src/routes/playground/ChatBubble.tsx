import { Spin, Tag, theme } from 'antd';
import Markdown from 'react-markdown';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from './usePlaygroundChat';

/** One message; assistant text is Markdown (code blocks included) rendered as it streams. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const mine = message.role === 'user';
  const error = message.status === 'error';
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '8px 0' }}>
      <div
        data-testid={`chat-${message.role}`}
        data-status={message.status}
        className="pg-bubble"
        style={{
          maxWidth: '85%',
          padding: '8px 12px',
          borderRadius: 8,
          background: error ? token.colorErrorBg : mine ? token.colorPrimaryBg : token.colorFillTertiary,
          border: `1px solid ${error ? token.colorErrorBorder : token.colorBorderSecondary}`,
          color: error ? token.colorErrorText : token.colorText,
          overflowX: 'auto',
        }}
      >
        {message.status === 'loading' ? (
          <Spin size="small" />
        ) : mine ? (
          <div style={{ whiteSpace: 'pre-wrap' }}>{message.content}</div>
        ) : (
          <Markdown>{message.content}</Markdown>
        )}
        {error && <Tag color="error">{t('错误')}</Tag>}
      </div>
    </div>
  );
}
