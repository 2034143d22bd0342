import { useState } from 'react';
import { Button, Input, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRunChannelTest } from './ChannelActions';
import type { ChannelRow } from './ChannelTable';

// Test a channel with one of its models; shows the time or the upstream message per model.

interface Outcome {
  success: boolean;
  message: string;
  time: number;
}

export function ChannelTestModal({ channel, onClose }: { channel: ChannelRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [runTest] = useRunChannelTest();
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<Record<string, Outcome>>({});
  const [running, setRunning] = useState<string | null>(null);
  const models = (channel?.models ?? '').split(',').filter(Boolean);
  const shown = models.filter((m) => m.toLowerCase().includes(search.trim().toLowerCase()));
  const test = async (model: string) => {
    if (!channel) return;
    setRunning(model);
    const r = await runTest(channel, model);
    setRunning(null);
    if (r) setResults((prev) => ({ ...prev, [model]: r }));
  };
  const close = () => {
    setResults({});
    setSearch('');
    onClose();
  };
  return (
    <Modal
      title={channel ? t('渠道 {{name}} 的模型测试', { name: channel.name }) : ''}
      open={!!channel}
      onCancel={close}
      footer={null}
      width={720}
      data-testid="channel-test-modal"
    >
      <Input.Search placeholder={t('搜索模型...')} allowClear value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        rowKey={(m) => m}
        dataSource={shown}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('模型名称'), key: 'model', render: (_v, m: string) => <Typography.Text code>{m}</Typography.Text> },
          {
            title: t('状态'),
            key: 'result',
            render: (_v, m: string) => {
              const r = results[m];
              if (!r) return <Tag>{t('未开始')}</Tag>;
              return r.success ? (
                <Tag color="green" data-testid={`test-result-${m}`}>
                  {t('成功')} · {t('{{s}} 秒', { s: r.time.toFixed(2) })}
                </Tag>
              ) : (
                <Typography.Text type="danger" data-testid={`test-result-${m}`}>
                  {r.message}
                </Typography.Text>
              );
            },
          },
          {
            title: t('操作'),
            key: 'op',
            render: (_v, m: string) => (
              <Button size="small" loading={running === m} disabled={!!running && running !== m} onClick={() => void test(m)} data-testid={`test-model-${m}`}>
                {t('测试')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
