import { Button, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { toast } from '../../lib/toast';
import { useCreateChannelMutation } from '../channel-edit/useCreateChannelMutation';
import { useUpdateChannelMutation } from './useUpdateChannelMutation';
import { useDeleteChannelMutation } from './useDeleteChannelMutation';
import { useTestChannelMutation } from './useTestChannelMutation';
import { useSetChannelTagEnabledMutation } from './useSetChannelTagEnabledMutation';
import type { ChannelRow } from './ChannelTable';
import type { ChannelActionsCopyQuery } from './__generated__/ChannelActionsCopyQuery.graphql';
import type { ChannelActionsRefreshQuery } from './__generated__/ChannelActionsRefreshQuery.graphql';

export interface ChannelHandlers {
  onEdit: (channelId: number) => void;
  onTestModels: (c: ChannelRow) => void;
  onEditTag: (tag: string) => void;
  /** Reloads the list (after deletes, copies and tag-wide changes). */
  onChanged: () => void;
}

const refreshQuery = graphql`
  query ChannelActionsRefreshQuery($id: Int!) {
    channel(id: $id) {
      ...ChannelTable_channel
    }
  }
`;

const copyQuery = graphql`
  query ChannelActionsCopyQuery($id: Int!) {
    channel(id: $id) {
      name
      type
      key
      baseUrl
      other
      openaiOrganization
      models
      group
      modelMapping
      statusCodeMapping
      autoBan
      testModel
      priority
      weight
      tag
      setting
      paramOverride
    }
  }
`;

/** Runs a channel test, shows the outcome and refreshes the row's response time. */
export function useRunChannelTest() {
  const { t } = useTranslation();
  const env = useRelayEnvironment();
  const [test, testing] = useTestChannelMutation();
  const run = async (c: { channelId: number; name: string }, model?: string) => {
    const r = await test({ id: c.channelId, model: model ?? null });
    if (r) {
      const { success, message, time } = r.testChannel;
      if (success) toast.success(t('通道 {{name}} 测试成功，耗时 {{time}} 秒。', { name: c.name, time: time.toFixed(2) }));
      else toast.error(message);
    }
    await fetchQuery<ChannelActionsRefreshQuery>(env, refreshQuery, { id: c.channelId }, { fetchPolicy: 'network-only' }).toPromise().catch(() => null);
    return r?.testChannel ?? null;
  };
  return [run, testing] as const;
}

export function ChannelActions({ channel: c, onEdit, onTestModels, onChanged }: { channel: ChannelRow } & ChannelHandlers) {
  const { t } = useTranslation();
  const env = useRelayEnvironment();
  const [runTest, testing] = useRunChannelTest();
  const [update, updating] = useUpdateChannelMutation();
  const [remove] = useDeleteChannelMutation();
  const [create] = useCreateChannelMutation();

  const toggle = async () => {
    if (await update({ channel: { id: c.channelId, status: c.status === 1 ? 2 : 1 } })) toast.success('操作成功完成！');
  };
  const copy = async () => {
    const d = await fetchQuery<ChannelActionsCopyQuery>(env, copyQuery, { id: c.channelId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => null);
    const src = d?.channel;
    if (!src) return toast.error('渠道复制失败');
    const created = await create({
      mode: 'single',
      channel: {
        name: `${src.name}_${t('复制')}`,
        type: src.type,
        key: src.key,
        base_url: src.baseUrl,
        other: src.other,
        openai_organization: src.openaiOrganization ?? '',
        models: src.models,
        group: src.group,
        model_mapping: src.modelMapping,
        status_code_mapping: src.statusCodeMapping,
        auto_ban: src.autoBan,
        test_model: src.testModel ?? '',
        priority: Number(src.priority),
        weight: src.weight,
        tag: src.tag ?? '',
        setting: src.setting,
        param_override: src.paramOverride,
      },
    });
    if (created) {
      toast.success('渠道复制成功');
      onChanged();
    }
  };
  const del = async () => {
    if (await remove({ id: c.channelId })) {
      toast.success('操作成功完成！');
      onChanged();
    }
  };

  return (
    <Space size={4} wrap={false}>
      <Space.Compact>
        <Button size="small" loading={testing} onClick={() => void runTest(c)} data-testid="channel-test">
          {t('测试')}
        </Button>
        <Dropdown trigger={['click']} menu={{ items: [{ key: 'models', label: t('选择模型测试') }], onClick: () => onTestModels(c) }}>
          <Button size="small" icon={<DownOutlined />} data-testid="channel-test-more" />
        </Dropdown>
      </Space.Compact>
      <Button size="small" danger={c.status === 1} loading={updating} onClick={() => void toggle()} data-testid="channel-toggle">
        {c.status === 1 ? t('禁用') : t('启用')}
      </Button>
      <Button size="small" onClick={() => onEdit(c.channelId)} data-testid="channel-edit">
        {t('编辑')}
      </Button>
      <Button size="small" onClick={() => void copy()} data-testid="channel-copy">
        {t('复制')}
      </Button>
      <Popconfirm title={t('确定是否要删除此渠道？')} onConfirm={() => void del()} okText={t('删除')} cancelText={t('取消')}>
        <Button size="small" danger type="primary" data-testid="channel-delete">
          {t('删除')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

export function TagActions({ tag, onEditTag, onChanged }: { tag: string } & ChannelHandlers) {
  const { t } = useTranslation();
  const [setEnabled, busy] = useSetChannelTagEnabledMutation();
  const run = async (enabled: boolean) => {
    if (await setEnabled({ tag, enabled })) {
      toast.success('操作成功完成！');
      onChanged();
    }
  };
  return (
    <Space size={4}>
      <Button size="small" loading={busy} onClick={() => void run(true)} data-testid={`tag-enable-${tag}`}>
        {t('启用全部')}
      </Button>
      <Button size="small" danger loading={busy} onClick={() => void run(false)} data-testid={`tag-disable-${tag}`}>
        {t('禁用全部')}
      </Button>
      <Button size="small" onClick={() => onEditTag(tag)} data-testid={`tag-edit-${tag}`}>
        {t('编辑')}
      </Button>
    </Space>
  );
}
