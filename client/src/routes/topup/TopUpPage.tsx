import { Suspense } from 'react';
import { Button, Card, Col, Result, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { renderQuota } from '../../components/usage/quota';
import { RedeemCard } from './RedeemCard';
import { OnlineTopUpCard } from './OnlineTopUpCard';
import type { TopUpPageQuery } from './__generated__/TopUpPageQuery.graphql';

// The wallet (spec 002 §2): balance, redeem a code, online top-up.

function Wallet() {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<TopUpPageQuery>(
    graphql`
      query TopUpPageQuery {
        viewer {
          id
          quota
          usedQuota
          requestCount
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const v = data.viewer;
  if (!v) return <Result status="403" title={t('未登录或登录已过期，请重新登录！')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <Card size="small">
          <Row gutter={16}>
            <Col xs={8}>
              <Statistic title={t('当前余额')} value={renderQuota(v.quota)} data-testid="wallet-balance" />
            </Col>
            <Col xs={8}>
              <Statistic title={t('历史消耗')} value={renderQuota(v.usedQuota)} />
            </Col>
            <Col xs={8}>
              <Statistic title={t('请求次数')} value={v.requestCount} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <RedeemCard />
      </Col>
      <Col xs={24} md={12}>
        <OnlineTopUpCard />
      </Col>
    </Row>
  );
}

export default function TopUpPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="topup-page">
      <ErrorBoundary fallback={(e, retry) => <Result status="warning" title={e.message} extra={<Button onClick={retry}>{t('重试')}</Button>} />}>
        <Suspense fallback={<PageLoading />}>
          <Wallet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
