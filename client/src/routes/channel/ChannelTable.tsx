import { useState, type HTMLAttributes } from 'react';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { renderQuota } from '../../components/usage/quota';
import { toast } from '../../lib/toast';
import { ChannelStatusTag, ResponseTimeTag } from './channelDisplay';
import { ChannelActions, TagActions, type ChannelHandlers } from './ChannelActions';
import { InlineNumber } from './InlineNumber';
import { useUpdateChannelMutation } from './useUpdateChannelMutation';
import { useEditChannelTagMutation } from './useEditChannelTagMutation';
import { useUpdateChannelBalanceMutation } from './useUpdateChannelBalanceMutation';
import type { ChannelTable_query$key } from './__generated__/ChannelTable_query.graphql';
import type { ChannelTable_channel$data, ChannelTable_channel$key } from './__generated__/ChannelTable_channel.graphql';

// The channels connection one table page at a time (cursor paging; pages past the loaded edges
// load the missing rows). In tag mode the loaded channels are grouped under their tag.

const channelFields = graphql`
  fragment ChannelTable_channel on Channel @inline {
    id
    channelId
    name
    type
    status
    responseTime
    testTime
    balance
    usedQuota
    priority
    weight
    tag
    group
    models
    otherInfo
    testModel
  }
`;

export type ChannelRow = ChannelTable_channel$data;
interface TagRow {
  id: string;
  isTag: true;
  tag: string;
  children: ChannelRow[];
}
type Row = ChannelRow | TagRow;
const isTagRow = (r: Row): r is TagRow => 'isTag' in r;

interface Props extends ChannelHandlers {
  query: ChannelTable_query$key;
  pageSize: number;
  onPageSize: (n: number) => void;
  tagMode: boolean;
  typeNames: Map<number, string>;
  visible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

function groupByTag(rows: ChannelRow[]): Row[] {
  const out: Row[] = [];
  const byTag = new Map<string, TagRow>();
  for (const r of rows) {
    if (!r.tag) {
      out.push(r);
      continue;
    }
    let g = byTag.get(r.tag);
    if (!g) {
      g = { id: `tag:${r.tag}`, isTag: true, tag: r.tag, children: [] };
      byTag.set(r.tag, g);
      out.push(g);
    }
    g.children.push(r);
  }
  return out;
}

export function ChannelTable({ query, pageSize, onPageSize, tagMode, typeNames, visible, selected, onSelect, ...handlers }: Props) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ChannelTable_query on Query
      @refetchable(queryName: "ChannelTablePaginationQuery")
      @argumentDefinitions(
        keyword: { type: "String" }
        group: { type: "String" }
        model: { type: "String" }
        tagMode: { type: "Boolean" }
        idSort: { type: "Boolean" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        channelList(keyword: $keyword, group: $group, model: $model, tagMode: $tagMode, idSort: $idSort, first: $first, after: $after)
          @connection(key: "ChannelTable_channelList") {
          totalCount
          edges {
            node {
              ...ChannelTable_channel
            }
          }
        }
      }
    `,
    query,
  );
  const [updateChannel] = useUpdateChannelMutation();
  const [editTag] = useEditChannelTagMutation();
  const [updateBalance] = useUpdateChannelBalanceMutation();
  const [page, setPage] = useState(1);
  const rows = data.channelList.edges.map((e) => readInlineData<ChannelTable_channel$key>(channelFields, e.node));
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const shown: Row[] = tagMode ? groupByTag(pageRows) : pageRows;
  const changePage = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext) loadNext(missing);
  };

  const setField = async (c: ChannelRow, field: 'priority' | 'weight', value: number) => {
    if (await updateChannel({ channel: { id: c.channelId, [field]: value } })) toast.success('操作成功完成！');
  };
  const setTagField = async (tag: string, field: 'priority' | 'weight', value: number) => {
    if (await editTag({ tag, [field]: value })) {
      toast.success('操作成功完成！');
      handlers.onChanged();
    }
  };
  const refreshBalance = async (c: ChannelRow) => {
    const r = await updateBalance(
      { id: c.channelId },
      {
        updater: (store, d) => {
          if (d?.updateChannelBalance !== undefined) store.get(c.id)?.setValue(d.updateChannelBalance, 'balance');
        },
      },
    );
    if (r) toast.success(t('通道 {{name}} 余额更新成功！', { name: c.name }));
  };

  const columns: ColumnsType<Row> = [
    { key: 'id', title: 'ID', width: 70, render: (_v, r) => (isTagRow(r) ? null : r.channelId) },
    {
      key: 'name',
      title: t('名称'),
      render: (_v, r) =>
        isTagRow(r) ? (
          <Space>
            <Tag color="blue">{t('标签')}</Tag>
            <Typography.Text strong data-testid={`tag-name-${r.tag}`}>
              {r.tag}
            </Typography.Text>
            <Typography.Text type="secondary">({r.children.length})</Typography.Text>
          </Space>
        ) : (
          <Tooltip title={r.models}>
            <Typography.Text>{r.name}</Typography.Text>
          </Tooltip>
        ),
    },
    {
      key: 'group',
      title: t('分组'),
      render: (_v, r) =>
        isTagRow(r) ? null : (
          <Space size={2} wrap>
            {r.group
              .split(',')
              .filter(Boolean)
              .map((g) => (
                <Tag key={g}>{g}</Tag>
              ))}
          </Space>
        ),
    },
    { key: 'type', title: t('类型'), render: (_v, r) => (isTagRow(r) ? null : <Tag color="geekblue">{typeNames.get(r.type) ?? t('未知类型')}</Tag>) },
    {
      key: 'status',
      title: t('状态'),
      render: (_v, r) => {
        if (!isTagRow(r)) return <ChannelStatusTag status={r.status} otherInfo={r.otherInfo} />;
        const on = r.children.filter((c) => c.status === 1).length;
        return <Tag color={on === r.children.length ? 'green' : on === 0 ? 'red' : 'gold'}>{t('启用 {{on}} / {{all}}', { on, all: r.children.length })}</Tag>;
      },
    },
    { key: 'response_time', title: t('响应时间'), render: (_v, r) => (isTagRow(r) ? null : <ResponseTimeTag ms={r.responseTime} testTime={r.testTime} />) },
    {
      key: 'balance',
      title: t('已用/剩余'),
      render: (_v, r) =>
        isTagRow(r) ? null : (
          <Space size={2}>
            <Tooltip title={t('已用额度')}>
              <Tag color="blue">{renderQuota(r.usedQuota)}</Tag>
            </Tooltip>
            <Tooltip title={t('剩余额度，点击更新')}>
              <Tag color="purple" style={{ cursor: 'pointer' }} onClick={() => void refreshBalance(r)} data-testid="channel-balance">
                ${r.balance.toFixed(2)}
              </Tag>
            </Tooltip>
          </Space>
        ),
    },
    {
      key: 'priority',
      title: t('优先级'),
      render: (_v, r) =>
        isTagRow(r) ? (
          <InlineNumber value={Number(r.children[0]?.priority ?? 0)} min={-999} onCommit={(n) => void setTagField(r.tag, 'priority', n)} />
        ) : (
          <InlineNumber value={Number(r.priority)} min={-999} onCommit={(n) => void setField(r, 'priority', n)} testId="channel-priority" />
        ),
    },
    {
      key: 'weight',
      title: t('权重'),
      render: (_v, r) =>
        isTagRow(r) ? (
          <InlineNumber value={r.children[0]?.weight ?? 0} min={0} onCommit={(n) => void setTagField(r.tag, 'weight', n)} />
        ) : (
          <InlineNumber value={r.weight} min={0} onCommit={(n) => void setField(r, 'weight', n)} testId="channel-weight" />
        ),
    },
  ];
  const visibleColumns = columns.filter((c) => visible(String(c.key)));
  visibleColumns.push({
    key: 'actions',
    title: t('操作'),
    fixed: 'right',
    render: (_v, r) => (isTagRow(r) ? <TagActions tag={r.tag} {...handlers} /> : <ChannelActions channel={r} {...handlers} />),
  });

  return (
    <Table<Row>
      data-testid="channel-table"
      rowKey="id"
      size="middle"
      columns={visibleColumns}
      dataSource={shown}
      loading={isLoadingNext}
      scroll={{ x: 'max-content' }}
      expandable={tagMode ? { defaultExpandAllRows: false } : undefined}
      onRow={(r) => ({ 'data-testid': isTagRow(r) ? `tag-row-${r.tag}` : `channel-row-${r.name}` }) as HTMLAttributes<HTMLElement>}
      rowSelection={{
        selectedRowKeys: rows.filter((r) => selected.includes(r.channelId)).map((r) => r.id),
        checkStrictly: true,
        getCheckboxProps: (r) => ({ disabled: isTagRow(r) }),
        onChange: (_keys, picked) => onSelect(picked.filter((r): r is ChannelRow => !isTagRow(r)).map((r) => r.channelId)),
      }}
      pagination={{
        current: page,
        pageSize,
        total: data.channelList.totalCount,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (n) => t('共 {{n}} 条', { n }),
        onChange: changePage,
      }}
    />
  );
}
