import { Button, DatePicker, Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/hooks/useIsMobile';

// Filters of the drawing and task logs (spec 002 §2): channel (admin only), task ID, time range.

export interface TaskLogFilters {
  channelId: string;
  taskId: string;
  start: Dayjs | null;
  end: Dayjs | null;
}

export function LogFilterForm({ admin, initial, loading, onSearch }: { admin: boolean; initial: TaskLogFilters; loading: boolean; onSearch: (f: TaskLogFilters) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<TaskLogFilters>();
  const submit = (v: TaskLogFilters) => onSearch({ ...v, channelId: (v.channelId ?? '').trim(), taskId: (v.taskId ?? '').trim() });
  return (
    <Form form={form} layout={mobile ? 'vertical' : 'inline'} initialValues={initial} onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }} data-testid="task-log-filters">
      {admin && (
        <Form.Item name="channelId">
          <Input placeholder={t('渠道 ID')} allowClear style={{ width: 120 }} data-testid="filter-channel" />
        </Form.Item>
      )}
      <Form.Item name="taskId">
        <Input placeholder={t('任务 ID')} allowClear style={{ width: 200 }} data-testid="filter-task-id" />
      </Form.Item>
      <Form.Item name="start" label={t('起始时间')}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
      </Form.Item>
      <Form.Item name="end" label={t('结束时间')}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading} data-testid="filter-submit">
        {t('查询')}
      </Button>
    </Form>
  );
}
