import { useMemo, useState } from 'react';
import { Alert, Button, Input, Segmented, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleFilled, CloseCircleFilled, CopyOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useCopy } from '../../components/usage/copy';
import { PAGE_SIZES, usePageSize } from '../../components/usage/usePageSize';
import { groupColor } from '../../components/account/UserTags';
import { useStatus } from '../../status/StatusProvider';
import { toast } from '../../lib/toast';
import { formatRatio, fuzzyMatch, modelPrices, type Display } from './prices';
import type { PricingTable_pricing$data, PricingTable_pricing$key } from './__generated__/PricingTable_pricing.graphql';

type Model = PricingTable_pricing$data['models'][number];

export function PricingTable({ pricing, userGroup }: { pricing: PricingTable_pricing$key; userGroup: string | null }) {
  const { t } = useTranslation();
  const status = useStatus();
  const copy = useCopy();
  const data = useFragment(
    graphql`
      fragment PricingTable_pricing on Pricing {
        groupRatio
        usableGroup
        models {
          modelName
          quotaType
          modelRatio
          modelPrice
          completionRatio
          enableGroups
        }
      }
    `,
    pricing,
  );
  const groupRatio = (data.groupRatio ?? {}) as Record<string, number>;
  const ratioOf = (g: string) => (typeof groupRatio[g] === 'number' ? groupRatio[g] : 1);
  const [group, setGroup] = useState(userGroup || 'default');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [showRatio, setShowRatio] = useState(false);
  const [topUp, setTopUp] = useState(false);
  const [currency, setCurrency] = useState<'USD' | 'CNY'>('USD');
  const [pageSize, setPageSize] = usePageSize('pricing', 20);
  const onlineTopUp = status.enable_online_topup === true;
  const display: Display = {
    topUp: onlineTopUp && topUp,
    currency,
    price: Number(status.price) || 1,
    usdExchangeRate: Number(status.usd_exchange_rate) || 1,
  };

  const rows = useMemo(() => data.models.filter((m) => fuzzyMatch(m.modelName, query)), [data.models, query]);
  const ratio = ratioOf(group);

  const columns: ColumnsType<Model> = [
    {
      title: t('可用性'),
      key: 'available',
      width: 80,
      render: (_v, m) =>
        m.enableGroups.includes(group) ? (
          <Tooltip title={t('您的分组可以使用该模型')}>
            <CheckCircleFilled style={{ color: '#52c41a', fontSize: 18 }} />
          </Tooltip>
        ) : (
          <Tooltip title={t('您的分组无权使用该模型')}>
            <CloseCircleFilled style={{ color: '#ff4d4f', fontSize: 18 }} />
          </Tooltip>
        ),
    },
    {
      title: t('模型名称'),
      dataIndex: 'modelName',
      sorter: (a, b) => a.modelName.localeCompare(b.modelName),
      render: (name: string) => (
        <Tag color="green" style={{ cursor: 'pointer' }} onClick={() => void copy(name)} data-testid="pricing-model-name">
          {name}
        </Tag>
      ),
    },
    {
      title: t('计费类型'),
      dataIndex: 'quotaType',
      width: 110,
      render: (q: number) => (q === 1 ? <Tag color="cyan">{t('按次计费')}</Tag> : <Tag color="purple">{t('按量计费')}</Tag>),
    },
    {
      title: t('可用分组'),
      dataIndex: 'enableGroups',
      render: (groups: readonly string[]) => (
        <Space size={4} wrap>
          {groups.map((g) => (
            <Tooltip key={g} title={t('点击切换到该分组')}>
              <Tag
                color={g === group ? 'blue' : groupColor(g)}
                style={{ cursor: 'pointer' }}
                onClick={() => {
                  setGroup(g);
                  toast.info(t('当前查看的分组为：{{group}}，倍率为：{{ratio}}', { group: g, ratio: ratioOf(g) }));
                }}
              >
                {g}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    ...(showRatio
      ? ([
          {
            title: t('倍率'),
            key: 'ratio',
            render: (_v, m) => (
              <Space orientation="vertical" size={0} style={{ fontSize: 12 }}>
                <span>
                  {t('模型倍率')}: {m.quotaType === 0 ? m.modelRatio : t('无')}
                </span>
                <span>
                  {t('补全倍率')}: {m.quotaType === 0 ? formatRatio(m.completionRatio) : t('无')}
                </span>
                <span>
                  {t('分组倍率')}: {ratio}
                </span>
              </Space>
            ),
          },
        ] satisfies ColumnsType<Model>)
      : []),
    {
      title: t('模型价格'),
      key: 'price',
      render: (_v, m) => {
        const p = modelPrices(m, ratio, display);
        if (p.perCall) return <span data-testid="pricing-price">{t('模型价格')}: {p.perCall}</span>;
        return (
          <Space orientation="vertical" size={0} data-testid="pricing-price">
            <span>
              {t('提示')} {p.prompt} / 1M tokens
            </span>
            <span>
              {t('补全')} {p.completion} / 1M tokens
            </span>
          </Space>
        );
      },
    },
  ];

  const copySelected = () => {
    if (!selected.length) return toast.error(t('请至少选择一个模型！'));
    void copy(selected.join(','));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {userGroup ? (
        <Alert
          type="success"
          showIcon
          data-testid="pricing-banner"
          title={t('您的分组为：{{group}}，分组倍率为：{{ratio}}', { group: userGroup, ratio: ratioOf(userGroup) })}
        />
      ) : (
        <Alert type="warning" showIcon data-testid="pricing-banner" title={t('未登录，使用默认分组倍率：{{ratio}}', { ratio: ratioOf('default') })} />
      )}
      <Alert
        type="info"
        showIcon
        title={t('按量计费费用 = 分组倍率 × 模型倍率 × （提示token数 + 补全token数 × 补全倍率）/ 500000 （单位：美元）')}
      />
      <Space wrap>
        <Input
          prefix={<SearchOutlined />}
          allowClear
          placeholder={t('模糊搜索模型名称')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 260 }}
          data-testid="pricing-search"
        />
        <Button icon={<CopyOutlined />} onClick={copySelected} data-testid="pricing-copy-selected">
          {t('复制选中模型')}
        </Button>
        <Space>
          <Switch checked={showRatio} onChange={setShowRatio} data-testid="pricing-ratio-toggle" />
          <Typography.Text>{t('显示倍率')}</Typography.Text>
        </Space>
        {onlineTopUp && (
          <Space>
            <Switch checked={topUp} onChange={setTopUp} data-testid="pricing-topup-toggle" />
            <Typography.Text>{t('以充值价格显示')}</Typography.Text>
            {topUp && <Segmented options={['USD', 'CNY']} value={currency} onChange={(v) => setCurrency(v as 'USD' | 'CNY')} />}
          </Space>
        )}
      </Space>
      <Typography.Text type="secondary" data-testid="pricing-group">
        {t('当前查看的分组为：{{group}}，倍率为：{{ratio}}', { group, ratio })}
      </Typography.Text>
      <Table<Model>
        rowKey="modelName"
        size="middle"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        pagination={{
          pageSize,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          onShowSizeChange: (_p, s) => setPageSize(s),
          showTotal: (n) => t('共 {{total}} 条', { total: n }),
        }}
        data-testid="pricing-table"
      />
    </Space>
  );
}
