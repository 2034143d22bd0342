import { Suspense, useState } from 'react';
import { Button, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageLoading } from '../../components/PageLoading';
import { toast } from '../../lib/toast';
import { useOptions, useSaveOptions } from './optionsContext';
import { PricingInputs } from './PricingInputs';
import { applyPricing, mapsOf, pricingChanges, readPricing, type PricingDraft } from './pricing';
import type { UnsetModelsQuery } from './__generated__/UnsetModelsQuery.graphql';

// Models enabled on a channel with neither a price nor a ratio; setting one saves it and the
// model leaves the list.

function UnsetList() {
  const { t } = useTranslation();
  const { values, version } = useOptions();
  const [save] = useSaveOptions();
  const data = useLazyLoadQuery<UnsetModelsQuery>(
    graphql`
      query UnsetModelsQuery {
        unsetModels
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey: version },
  );
  const [drafts, setDrafts] = useState<Record<string, PricingDraft>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const draftOf = (m: string): PricingDraft => drafts[m] ?? { mode: 'ratio' };
  const submit = async (model: string) => {
    let maps;
    try {
      maps = applyPricing(mapsOf(values), model, readPricing(draftOf(model)));
    } catch (e) {
      return toast.error((e as Error).message);
    }
    setBusy(model);
    await save(pricingChanges(maps, values));
    setBusy(null);
  };
  if (data.unsetModels.length === 0) return <Empty description={t('没有未设置倍率的模型')} data-testid="unset-models-empty" />;
  return (
    <Table<string>
      size="small"
      rowKey={(m) => m}
      dataSource={[...data.unsetModels]}
      pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (n) => t('共 {{n}} 条', { n }) }}
      data-testid="unset-models"
      onRow={(m) => ({ 'data-testid': `unset-row-${m}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('模型名称'), key: 'name', render: (_v, m) => <Typography.Text code>{m}</Typography.Text> },
        {
          title: t('定价'),
          key: 'pricing',
          render: (_v, m) => <PricingInputs compact value={draftOf(m)} onChange={(d) => setDrafts({ ...drafts, [m]: d })} />,
        },
        {
          title: t('操作'),
          key: 'op',
          render: (_v, m) => (
            <Button size="small" type="primary" loading={busy === m} onClick={() => void submit(m)} data-testid={`unset-save-${m}`}>
              {t('保存')}
            </Button>
          ),
        },
      ]}
    />
  );
}

export function UnsetModels() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('以下模型已在渠道中启用，但尚未设置价格或倍率，用户使用时将无法计费。')}</Typography.Paragraph>
      <Suspense fallback={<PageLoading />}>
        <UnsetList />
      </Suspense>
    </>
  );
}
