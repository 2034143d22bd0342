import { useMemo, useState } from 'react';
import { Button, Checkbox, Flex, Popover, Table } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { useIsMobile } from '../../lib/hooks/useIsMobile';
import type { LogTable_log$key } from './__generated__/LogTable_log.graphql';
import { LogDetail } from './LogDetail';
import { logColumns, type LogRow } from './logColumns';
import { useColumnPrefs } from './useColumnPrefs';

// The log rows of either connection (admin `logs` or viewer.logs). The connection has no total
// (keyset paging over a large table), so the pager offers one more page while more rows exist.

export const logFields = graphql`
  fragment LogTable_log on Log @inline {
    createdAt
    type
    content
    username
    tokenName
    modelName
    group
    quota
    promptTokens
    completionTokens
    useTime
    isStream
    channelId
    channelName
    other
  }
`;

export interface LogEdge {
  readonly cursor: string;
  readonly node: LogTable_log$key;
}

interface Props {
  edges: readonly LogEdge[];
  admin: boolean;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (n: number) => void;
  pageSize: number;
  onPageSize: (n: number) => void;
}

export function LogTable({ edges, admin, hasNext, isLoadingNext, loadNext, pageSize, onPageSize }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const prefs = useColumnPrefs();
  const rows: LogRow[] = useMemo(
    () =>
      edges.map((e) => {
        const n = readInlineData<LogTable_log$key>(logFields, e.node);
        return { ...n, id: e.cursor, createdAt: Number(n.createdAt), quota: Number(n.quota) };
      }),
    [edges],
  );
  const all = useMemo(() => logColumns(t, admin), [t, admin]);
  const columns = all.filter((c) => prefs.visible(String(c.key)));
  const goTo = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext && !isLoadingNext) loadNext(missing);
  };
  const start = (page - 1) * pageSize;
  const total = rows.length + (hasNext ? pageSize : 0);
  const chooser = (
    <Flex vertical gap={4} data-testid="log-columns">
      {all.map((c) => (
        <Checkbox key={String(c.key)} checked={prefs.visible(String(c.key))} onChange={(e) => prefs.set(String(c.key), e.target.checked)}>
          {c.title as string}
        </Checkbox>
      ))}
      <Button size="small" onClick={prefs.reset}>
        {t('重置')}
      </Button>
    </Flex>
  );
  return (
    <>
      <Flex justify="flex-end">
        <Popover content={chooser} trigger="click" placement="bottomRight">
          <Button icon={<SettingOutlined />} data-testid="log-columns-button">
            {t('列设置')}
          </Button>
        </Popover>
      </Flex>
      <Table<LogRow>
        rowKey="id"
        size={mobile ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rows.slice(start, start + pageSize)}
        loading={isLoadingNext}
        expandable={{
          expandedRowRender: (r) => <LogDetail other={r.other} content={r.content} />,
          rowExpandable: (r) => !!r.content || !!r.other,
        }}
        pagination={{ current: page, pageSize, total, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, onChange: goTo }}
        data-testid="log-table"
      />
    </>
  );
}
