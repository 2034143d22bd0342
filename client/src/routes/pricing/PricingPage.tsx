import { Suspense } from 'react';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { PricingTable } from './PricingTable';
import type { PricingPageQuery } from './__generated__/PricingPageQuery.graphql';

// The public pricing page (spec 002 §2): models with an enabled channel and their prices.

function PricingContent() {
  const data = useLazyLoadQuery<PricingPageQuery>(
    graphql`
      query PricingPageQuery {
        pricing {
          ...PricingTable_pricing
        }
        viewer {
          group
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <PricingTable pricing={data.pricing} userGroup={data.viewer?.group ?? null} />;
}

export default function PricingPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('定价')} data-testid="pricing-page">
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <PricingContent />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
