import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { renderQuota, quotaPerUnit } from '../../components/usage/quota';
import { useThemeMode } from '../../theme/ThemeProvider';
import { toSeries, type Point } from './usageSeries';

const COLORS = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#722ed1', '#13c2c2', '#fa541c', '#2f54eb', '#a0d911', '#f5222d'];

export function UsageCharts({ points, hourly }: { points: readonly Point[]; hourly: boolean }) {
  const { t } = useTranslation();
  const dark = useThemeMode().mode === 'dark';
  const label = (b: number) => {
    const d = new Date(b * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    return hourly ? `${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:00` : `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  };
  const s = toSeries(points, label, quotaPerUnit());
  const axis = { stroke: dark ? '#aaa' : '#666', fontSize: 12 };
  const tip = { contentStyle: { background: dark ? '#1f1f1f' : '#fff', border: '1px solid #888' } };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={8}>
        <Card size="small">
          <Statistic title={t('消耗额度')} value={renderQuota(s.totals.quota, 4)} data-testid="detail-total-quota" />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small">
          <Statistic title={t('调用次数')} value={s.totals.calls} data-testid="detail-total-calls" />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card size="small">
          <Statistic title={t('Token 数量')} value={s.totals.tokens} data-testid="detail-total-tokens" />
        </Card>
      </Col>
      {points.length === 0 ? (
        <Col xs={24}>
          <Empty description={t('暂无数据')} />
        </Col>
      ) : (
        <>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('模型消耗分布')} data-testid="detail-quota-chart">
              <ResponsiveContainer width="100%" height={300}>
                <BarChart data={s.quota}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="time" tick={axis} />
                  <YAxis tick={axis} />
                  <Tooltip {...tip} formatter={(v) => `$${Number(v).toFixed(6)}`} />
                  <Legend />
                  {s.models.map((m, i) => (
                    <Bar key={m} dataKey={m} stackId="quota" fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('模型调用次数')} data-testid="detail-calls-chart">
              <ResponsiveContainer width="100%" height={300}>
                <LineChart data={s.calls}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="time" tick={axis} />
                  <YAxis allowDecimals={false} tick={axis} />
                  <Tooltip {...tip} />
                  <Legend />
                  {s.models.map((m, i) => (
                    <Line key={m} type="monotone" dataKey={m} stroke={COLORS[i % COLORS.length]} dot isAnimationActive={false} />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </Card>
          </Col>
        </>
      )}
    </Row>
  );
}
