import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chatLinks, fillChatLink } from '../../components/usage/chatLinks';
import { useStatus } from '../../status/StatusProvider';
import { fullKey } from './TokenKey';

/** One entry per configured chat link; opens it with this token's key in a new tab. */
export function ChatLinksMenu({ tokenKey }: { tokenKey: string }) {
  const { t } = useTranslation();
  const status = useStatus();
  const links = chatLinks(status);
  if (!links.length) return null;
  const open = (i: number) => window.open(fillChatLink(links[i].template, fullKey(tokenKey)), '_blank', 'noopener');
  return (
    <Space.Compact size="small">
      <Button size="small" onClick={() => open(0)} data-testid="token-chat">
        {t('聊天')}
      </Button>
      <Dropdown menu={{ items: links.map((l, i) => ({ key: String(i), label: l.name })), onClick: ({ key }) => open(Number(key)) }}>
        <Button size="small" icon={<DownOutlined />} aria-label={t('聊天')} />
      </Dropdown>
    </Space.Compact>
  );
}
