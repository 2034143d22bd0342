import { Suspense, useState, useTransition } from 'react';
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { usePageSize } from '../../components/usage/usePageSize';
import { toast } from '../../lib/toast';
import { ChannelEditDrawer } from '../channel-edit/ChannelEditDrawer';
import { ChannelTable, type ChannelRow } from './ChannelTable';
import { ChannelTestModal } from './ChannelTestModal';
import { ColumnSettings, useVisibleColumns } from './ColumnSettings';
import { TagEditDrawer } from './TagEditDrawer';
import { useDeleteChannelsMutation } from './useDeleteChannelsMutation';
import { useDeleteDisabledChannelsMutation } from './useDeleteDisabledChannelsMutation';
import { useFixChannelAbilitiesMutation } from './useFixChannelAbilitiesMutation';
import { useSetChannelsTagMutation } from './useSetChannelsTagMutation';
import { useTestAllChannelsMutation } from './useTestAllChannelsMutation';
import type { ChannelPageQuery } from './__generated__/ChannelPageQuery.graphql';
import type { ChannelPageGroupsQuery } from './__generated__/ChannelPageGroupsQuery.graphql';

// Channel administration (spec 001 §2): search, table, edit and tag drawers, model tests.

interface Filters {
  keyword: string;
  group: string;
  model: string;
}

const flag = (key: string) => localStorage.getItem(key) === 'true';

function ChannelList(props: {
  filters: Filters;
  tagMode: boolean;
  idSort: boolean;
  version: number;
  pageSize: number;
  setPageSize: (n: number) => void;
  visible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (id: number) => void;
  onTestModels: (c: ChannelRow) => void;
  onEditTag: (tag: string) => void;
  onChanged: () => void;
}) {
  const { filters, tagMode, idSort, version, pageSize } = props;
  const data = useLazyLoadQuery<ChannelPageQuery>(
    graphql`
      query ChannelPageQuery($keyword: String, $group: String, $model: String, $tagMode: Boolean, $idSort: Boolean, $first: Int!) {
        channelTypes {
          value
          name
        }
        ...ChannelTable_query @arguments(keyword: $keyword, group: $group, model: $model, tagMode: $tagMode, idSort: $idSort, first: $first)
      }
    `,
    { keyword: filters.keyword || null, group: filters.group || null, model: filters.model || null, tagMode, idSort, first: pageSize },
    { fetchPolicy: 'store-and-network', fetchKey: version },
  );
  const typeNames = new Map(data.channelTypes.map((c) => [c.value, c.name]));
  return (
    <ChannelTable
      key={`${filters.keyword}|${filters.group}|${filters.model}|${tagMode}|${idSort}|${pageSize}`}
      query={data}
      pageSize={pageSize}
      onPageSize={props.setPageSize}
      tagMode={tagMode}
      typeNames={typeNames}
      visible={props.visible}
      selected={props.selected}
      onSelect={props.onSelect}
      onEdit={props.onEdit}
      onTestModels={props.onTestModels}
      onEditTag={props.onEditTag}
      onChanged={props.onChanged}
    />
  );
}

function GroupSelect(props: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<ChannelPageGroupsQuery>(
    graphql`
      query ChannelPageGroupsQuery {
        groupNames
      }
    `,
    {},
  );
  return (
    <Select
      {...props}
      allowClear
      style={{ minWidth: 140 }}
      placeholder={t('选择分组')}
      options={data.groupNames.map((g) => ({ value: g, label: g }))}
      data-testid="channel-group-filter"
    />
  );
}

export function ChannelManagement({ editId, adding }: { editId?: number; adding?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ keyword: '', group: '', model: '' });
  const [pageSize, setPageSize] = usePageSize('channel');
  const [tagMode, setTagMode] = useState(() => flag('channel-tag-mode'));
  const [idSort, setIdSort] = useState(() => flag('channel-id-sort'));
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | 'new' | undefined>(adding ? 'new' : editId);
  const [testing, setTesting] = useState<ChannelRow | null>(null);
  const [tagEditing, setTagEditing] = useState<string | null>(null);
  const [batchTagOpen, setBatchTagOpen] = useState(false);
  const [batchTag, setBatchTag] = useState('');
  const columns = useVisibleColumns();
  const [pending, startTransition] = useTransition();
  const [deleteMany] = useDeleteChannelsMutation();
  const [deleteDisabled] = useDeleteDisabledChannelsMutation();
  const [fix] = useFixChannelAbilitiesMutation();
  const [testAll] = useTestAllChannelsMutation();
  const [setTags, tagging] = useSetChannelsTagMutation();

  const reload = () => startTransition(() => setVersion((v) => v + 1));
  const search = () => {
    const v = form.getFieldsValue();
    startTransition(() => setFilters({ keyword: (v.keyword ?? '').trim(), group: v.group ?? '', model: (v.model ?? '').trim() }));
  };
  const switchFlag = (key: string, set: (v: boolean) => void) => (v: boolean) => {
    localStorage.setItem(key, String(v));
    setSelected([]);
    startTransition(() => set(v));
  };
  const closeEdit = () => {
    setEditing(undefined);
    if (editId !== undefined || adding) navigate('/channel', { replace: true });
  };

  const confirm = (title: string, onOk: () => Promise<void>) =>
    modal.confirm({ title: t(title), okText: t('确定'), cancelText: t('取消'), onOk });
  const batchDelete = () => {
    if (selected.length === 0) return toast.error('请先选择要删除的通道！');
    confirm('确定是否要删除所选通道？', async () => {
      const r = await deleteMany({ ids: selected });
      if (r) {
        toast.success(t('已删除 {{n}} 个通道！', { n: r.deleteChannels }));
        setSelected([]);
        reload();
      }
    });
  };
  const submitBatchTag = async () => {
    if (selected.length === 0) return toast.error('请先选择要设置标签的渠道！');
    if (!batchTag.trim()) return toast.error('标签不能为空！');
    const r = await setTags({ ids: selected, tag: batchTag.trim() });
    if (r) {
      toast.success(t('已为 {{n}} 个渠道设置标签！', { n: r.setChannelsTag }));
      setBatchTagOpen(false);
      setBatchTag('');
      setSelected([]);
      reload();
    }
  };

  return (
    <Card title={t('渠道管理')} data-testid="channel-page">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="keyword">
          <Input prefix={<SearchOutlined />} allowClear placeholder={t('渠道ID，名称，密钥，API地址')} style={{ width: 240, maxWidth: '100%' }} data-testid="channel-search" />
        </Form.Item>
        <Form.Item name="model">
          <Input allowClear placeholder={t('模型关键字')} style={{ width: 160 }} data-testid="channel-model-filter" />
        </Form.Item>
        <Suspense fallback={<Select loading style={{ minWidth: 140 }} />}>
          <Form.Item name="group">
            <GroupSelect />
          </Form.Item>
        </Suspense>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="channel-search-submit">
          {t('查询')}
        </Button>
      </Form>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="channel-add">
          {t('添加渠道')}
        </Button>
        <Button
          onClick={() =>
            confirm('确定？', async () => {
              if (await testAll({})) toast.success('已成功开始测试所有通道，请刷新页面查看结果。');
            })
          }
          data-testid="channel-test-all"
        >
          {t('测试所有通道')}
        </Button>
        <Button
          danger
          onClick={() =>
            confirm('确定是否要删除禁用通道？', async () => {
              const r = await deleteDisabled({});
              if (r) {
                toast.success(t('已删除所有禁用渠道，共计 {{n}} 个', { n: r.deleteDisabledChannels }));
                reload();
              }
            })
          }
          data-testid="channel-delete-disabled"
        >
          {t('删除禁用通道')}
        </Button>
        <Button
          onClick={() =>
            confirm('确定是否要修复数据库一致性？', async () => {
              const r = await fix({});
              if (r) {
                toast.success(t('已修复 {{ok}} 个通道，失败 {{fail}} 个通道。', { ok: r.fixChannelAbilities.success, fail: r.fixChannelAbilities.fails }));
                reload();
              }
            })
          }
          data-testid="channel-fix"
        >
          {t('修复数据库一致性')}
        </Button>
        <Button danger onClick={batchDelete} data-testid="channel-batch-delete">
          {t('删除所选通道')}
        </Button>
        <Button onClick={() => (selected.length === 0 ? toast.error('请先选择要设置标签的渠道！') : setBatchTagOpen(true))} data-testid="channel-batch-tag">
          {t('批量设置标签')}
        </Button>
        <Space size={4}>
          <Switch checked={idSort} onChange={switchFlag('channel-id-sort', setIdSort)} data-testid="channel-id-sort" />
          <Typography.Text>{t('使用ID排序')}</Typography.Text>
        </Space>
        <Space size={4}>
          <Switch checked={tagMode} onChange={switchFlag('channel-tag-mode', setTagMode)} data-testid="channel-tag-mode" />
          <Typography.Text>{t('开启标签聚合')}</Typography.Text>
        </Space>
        <ColumnSettings prefs={columns.prefs} onSave={columns.save} />
        {selected.length > 0 && <Typography.Text type="secondary">{t('已选择 {{n}} 个', { n: selected.length })}</Typography.Text>}
      </Space>
      <Suspense fallback={<PageLoading />}>
        <ChannelList
          filters={filters}
          tagMode={tagMode}
          idSort={idSort}
          version={version}
          pageSize={pageSize}
          setPageSize={(n) => startTransition(() => setPageSize(n))}
          visible={columns.visible}
          selected={selected}
          onSelect={setSelected}
          onEdit={setEditing}
          onTestModels={setTesting}
          onEditTag={setTagEditing}
          onChanged={reload}
        />
      </Suspense>
      <ChannelEditDrawer channelId={editing} onClose={closeEdit} onSaved={reload} />
      <ChannelTestModal channel={testing} onClose={() => setTesting(null)} />
      <TagEditDrawer tag={tagEditing} onClose={() => setTagEditing(null)} onSaved={reload} />
      <Modal
        title={t('批量设置标签')}
        open={batchTagOpen}
        onCancel={() => setBatchTagOpen(false)}
        onOk={() => void submitBatchTag()}
        confirmLoading={tagging}
        okText={t('确定')}
        cancelText={t('取消')}
      >
        <Typography.Paragraph>{t('已选择 {{n}} 个', { n: selected.length })}</Typography.Paragraph>
        <Input value={batchTag} onChange={(e) => setBatchTag(e.target.value)} placeholder={t('请输入标签名称')} data-testid="channel-batch-tag-input" />
      </Modal>
    </Card>
  );
}

export default function ChannelPage() {
  return <ChannelManagement />;
}
