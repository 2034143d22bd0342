import { Image, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { graphql, readInlineData } from 'react-relay';
import { PAGE_SIZES } from '../../components/usage/usePageSize';
import { formatTime } from '../../components/usage/time';
import { ChannelCell, Elapsed, FullTextCell, percentOf } from '../../components/task-log/cells';
import { usePagedRows } from '../../components/task-log/usePagedRows';
import { MJ_ACTIONS, MJ_CODES, MJ_STATUS } from './mjLabels';
import type { MidjourneyTable_job$data, MidjourneyTable_job$key } from './__generated__/MidjourneyTable_job.graphql';

export const jobFields = graphql`
  fragment MidjourneyTable_job on MidjourneyJob @inline {
    jobId
    submitTime
    finishTime
    channelId
    action
    mjId
    code
    status
    progress
    imageUrl
    prompt
    promptEn
    failReason
  }
`;

type Job = MidjourneyTable_job$data;
export const readJob = (k: MidjourneyTable_job$key) => readInlineData<MidjourneyTable_job$key>(jobFields, k);

function LabelTag({ map, value }: { map: Record<string | number, [string, string]>; value: string | number }) {
  const { t } = useTranslation();
  const [label, color] = map[value] ?? ['未知', 'default'];
  return <Tag color={color}>{t(label)}</Tag>;
}

function LongText({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text) return <span>{t('无')}</span>;
  return (
    <Tooltip title={text}>
      <Typography.Text ellipsis style={{ maxWidth: 200 }}>
        {text}
      </Typography.Text>
    </Tooltip>
  );
}

interface Props {
  rows: Job[];
  total: number;
  admin: boolean;
  pageSize: number;
  onPageSize: (n: number) => void;
  hasNext: boolean;
  loadNext: (n: number) => void;
}

export function MidjourneyTable({ rows, total, admin, pageSize, onPageSize, hasNext, loadNext }: Props) {
  const { t } = useTranslation();
  const { page, visible, onChange } = usePagedRows(rows, pageSize, onPageSize, hasNext, loadNext);
  const columns: ColumnsType<Job> = [
    { title: t('提交时间'), dataIndex: 'submitTime', render: (v: number) => (v ? formatTime(Math.floor(v / 1000)) : t('无')) },
    {
      title: t('花费时间'),
      key: 'elapsed',
      render: (_v, j) => <Elapsed seconds={j.finishTime && j.submitTime ? (j.finishTime - j.submitTime) / 1000 : null} />,
    },
    ...(admin ? ([{ title: t('渠道'), dataIndex: 'channelId', render: (id: number) => <ChannelCell id={id} /> }] satisfies ColumnsType<Job>) : []),
    { title: t('类型'), dataIndex: 'action', render: (v: string) => <LabelTag map={MJ_ACTIONS} value={v} /> },
    { title: t('任务ID'), dataIndex: 'mjId', render: (v: string) => <span data-testid="mj-id">{v}</span> },
    { title: t('提交结果'), dataIndex: 'code', render: (v: number) => <LabelTag map={MJ_CODES} value={v} /> },
    { title: t('任务状态'), dataIndex: 'status', render: (v: string) => <LabelTag map={MJ_STATUS} value={v} /> },
    {
      title: t('进度'),
      dataIndex: 'progress',
      width: 140,
      render: (v: string, j) => <Progress percent={percentOf(v)} size="small" status={j.status === 'FAILURE' ? 'exception' : undefined} />,
    },
    {
      title: t('结果图片'),
      dataIndex: 'imageUrl',
      // A failed job has no picture even when the forward URL is filled in.
      render: (url: string, j) => (url && j.status !== 'FAILURE' ? <Image src={url} width={60} alt={j.mjId} data-testid="mj-image" /> : t('无')),
    },
    { title: 'Prompt', dataIndex: 'prompt', render: (v: string) => <LongText text={v} /> },
    { title: 'PromptEn', dataIndex: 'promptEn', render: (v: string) => <LongText text={v} /> },
    { title: t('失败原因'), dataIndex: 'failReason', render: (v: string) => <FullTextCell text={v} title="失败原因" /> },
  ];
  return (
    <Table<Job>
      rowKey="jobId"
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
      data-testid="mj-table"
    />
  );
}
