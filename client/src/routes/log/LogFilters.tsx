import { Button, DatePicker, Form, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOG_TYPES } from './logOther';

export interface LogFilterValues {
  type: number;
  tokenName: string;
  modelName: string;
  start: Dayjs | null;
  end: Dayjs | null;
  username: string;
  channel: string;
  group: string;
}

/** Today 00:00 to now (the original's default range). */
export const defaultFilters = (): LogFilterValues => ({
  type: 0,
  tokenName: '',
  modelName: '',
  start: dayjs().startOf('day'),
  end: dayjs(),
  username: '',
  channel: '',
  group: '',
});

interface Props {
  admin: boolean;
  initial: LogFilterValues;
  loading: boolean;
  onSearch: (v: LogFilterValues) => void;
}

export function LogFilters({ admin, initial, loading, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LogFilterValues>();
  const submit = (v: LogFilterValues) =>
    onSearch({ ...initial, ...v, tokenName: v.tokenName?.trim() ?? '', modelName: v.modelName?.trim() ?? '', username: v.username?.trim() ?? '', channel: v.channel?.trim() ?? '', group: v.group?.trim() ?? '' });
  return (
    <Form form={form} layout="inline" initialValues={initial} onFinish={submit} data-testid="log-filters" style={{ rowGap: 8 }}>
      <Form.Item name="type" label={t('类型')}>
        <Select style={{ width: 110 }} options={LOG_TYPES.map((x) => ({ value: x.value, label: t(x.label) }))} data-testid="log-type" />
      </Form.Item>
      <Form.Item name="tokenName">
        <Input placeholder={t('令牌名称')} allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="modelName">
        <Input placeholder={t('模型名称')} allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="start" label={t('起始时间')}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
      </Form.Item>
      <Form.Item name="end" label={t('结束时间')}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />
      </Form.Item>
      {admin && (
        <>
          <Form.Item name="username">
            <Input placeholder={t('用户名称')} allowClear style={{ width: 130 }} data-testid="log-username" />
          </Form.Item>
          <Form.Item name="channel">
            <Input placeholder={t('渠道 ID')} allowClear style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="group">
            <Input placeholder={t('分组')} allowClear style={{ width: 110 }} />
          </Form.Item>
        </>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading} data-testid="log-search">
          {t('查询')}
        </Button>
      </Form.Item>
    </Form>
  );
}
