import { useState } from 'react';
import { Button, Checkbox, Modal, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// Which channel-table columns are shown, kept in localStorage.

const KEY = 'channel-table-columns';

export const CHANNEL_COLUMNS: Array<{ key: string; label: string }> = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: '名称' },
  { key: 'group', label: '分组' },
  { key: 'type', label: '类型' },
  { key: 'status', label: '状态' },
  { key: 'response_time', label: '响应时间' },
  { key: 'balance', label: '已用/剩余' },
  { key: 'priority', label: '优先级' },
  { key: 'weight', label: '权重' },
];

function load(): Record<string, boolean> {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export function useVisibleColumns() {
  const [prefs, setPrefs] = useState(load);
  const visible = (key: string) => prefs[key] !== false;
  const save = (next: Record<string, boolean>) => {
    localStorage.setItem(KEY, JSON.stringify(next));
    setPrefs(next);
  };
  return { prefs, visible, save };
}

export function ColumnSettings({ prefs, onSave }: { prefs: Record<string, boolean>; onSave: (p: Record<string, boolean>) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(prefs);
  const all = (v: boolean) => setDraft(Object.fromEntries(CHANNEL_COLUMNS.map((c) => [c.key, v])));
  return (
    <>
      <Button
        icon={<SettingOutlined />}
        onClick={() => {
          setDraft(prefs);
          setOpen(true);
        }}
        data-testid="channel-column-settings"
      >
        {t('列设置')}
      </Button>
      <Modal
        title={t('列设置')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => {
          onSave(draft);
          setOpen(false);
        }}
        footer={(_, { OkBtn, CancelBtn }) => (
          <Space>
            <Button onClick={() => all(true)}>{t('全选')}</Button>
            <Button onClick={() => setDraft({})}>{t('重置')}</Button>
            <CancelBtn />
            <OkBtn />
          </Space>
        )}
      >
        <Space orientation="vertical">
          {CHANNEL_COLUMNS.map((c) => (
            <Checkbox
              key={c.key}
              checked={draft[c.key] !== false}
              onChange={(e) => setDraft({ ...draft, [c.key]: e.target.checked })}
              data-testid={`column-toggle-${c.key}`}
            >
              {t(c.label)}
            </Checkbox>
          ))}
        </Space>
      </Modal>
    </>
  );
}
