import { useState } from 'react';
import { Modal, Progress, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { formatTime } from '../../components/usage/time';
import { ChannelCell, Elapsed, FullTextCell, percentOf } from '../../components/task-log/cells';
import { usePagedRows } from '../../components/task-log/usePagedRows';
import type { TaskTable_task$data, TaskTable_task$key } from './__generated__/TaskTable_task.graphql';

export const taskFields = graphql`
  fragment TaskTable_task on Task @inline {
    taskRowId
    createdAt
    updatedAt
    taskId
    platform
    userId
    channelId
    quota
    action
    status
    failReason
    submitTime
    startTime
    finishTime
    progress
    properties
    data
  }
`;

type TaskRow = TaskTable_task$data;
export const readTask = (k: TaskTable_task$key) => readInlineData<TaskTable_task$key>(taskFields, k);

const ACTIONS: Record<string, [string, string]> = { MUSIC: ['生成音乐', 'grey'], LYRICS: ['生成歌词', 'pink'] };
const STATUS: Record<string, [string, string]> = {
  SUCCESS: ['成功', 'green'],
  NOT_START: ['未启动', 'default'],
  SUBMITTED: ['队列中', 'gold'],
  QUEUED: ['排队中', 'orange'],
  IN_PROGRESS: ['执行中', 'blue'],
  FAILURE: ['失败', 'red'],
  UNKNOWN: ['未知', 'default'],
  '': ['正在提交', 'default'],
};

function LabelTag({ map, value }: { map: Record<string, [string, string]>; value: string }) {
  const { t } = useTranslation();
  const [label, color] = map[value] ?? ['未知', 'default'];
  return <Tag color={color}>{t(label)}</Tag>;
}

/** The task id; a click shows the whole record as JSON. */
function TaskIdCell({ row }: { row: TaskRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const parse = (s: string) => {
    try {
      return s ? JSON.parse(s) : s;
    } catch {
      return s;
    }
  };
  const record = { ...row, data: parse(row.data), properties: parse(row.properties) };
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)} data-testid="task-id">
        {row.taskId}
      </Typography.Link>
      <Modal open={open} title={t('任务详情')} footer={null} onCancel={() => setOpen(false)} width={720}>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 480, overflow: 'auto' }} data-testid="task-json">
          {JSON.stringify(record, null, 2)}
        </pre>
      </Modal>
    </>
  );
}

interface Props {
  rows: TaskRow[];
  total: number;
  admin: boolean;
  pageSize: number;
  onPageSize: (n: number) => void;
  hasNext: boolean;
  loadNext: (n: number) => void;
}

export function TaskTable({ rows, total, admin, pageSize, onPageSize, hasNext, loadNext }: Props) {
  const { t } = useTranslation();
  const { page, visible, onChange } = usePagedRows(rows, pageSize, onPageSize, hasNext, loadNext);
  const time = (v: number) => (v ? formatTime(v) : t('无'));
  const columns: ColumnsType<TaskRow> = [
    { title: t('提交时间'), dataIndex: 'submitTime', render: time },
    { title: t('结束时间'), dataIndex: 'finishTime', render: time },
    {
      title: t('进度'),
      dataIndex: 'progress',
      render: (v: string, r) => <Progress type="circle" size={40} percent={percentOf(v)} status={r.status === 'FAILURE' ? 'exception' : undefined} />,
    },
    { title: t('花费时间'), key: 'elapsed', render: (_v, r) => <Elapsed seconds={r.finishTime && r.submitTime ? r.finishTime - r.submitTime : null} /> },
    ...(admin ? ([{ title: t('渠道'), dataIndex: 'channelId', render: (id: number) => <ChannelCell id={id} /> }] satisfies ColumnsType<TaskRow>) : []),
    { title: t('平台'), dataIndex: 'platform', render: (v: string) => <Tag color={v === 'suno' ? 'green' : 'default'}>{v === 'suno' ? 'Suno' : v || t('未知')}</Tag> },
    { title: t('类型'), dataIndex: 'action', render: (v: string) => <LabelTag map={ACTIONS} value={v} /> },
    { title: t('任务ID'), dataIndex: 'taskId', render: (_v, r) => <TaskIdCell row={r} /> },
    { title: t('任务状态'), dataIndex: 'status', render: (v: string) => <LabelTag map={STATUS} value={v} /> },
    { title: t('失败原因'), dataIndex: 'failReason', render: (v: string) => <FullTextCell text={v} title="失败原因" /> },
  ];
  return (
    <Table<TaskRow>
      rowKey="taskRowId"
      size="middle"
      columns={columns}
      dataSource={visible}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        onChange,
        showTotal: (n) => t('共 {{total}} 条', { total: n }),
      }}
      data-testid="task-table"
    />
  );
}
