import { useCallback, useState } from 'react';
import { Col, Row, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { AffiliateCard } from './AffiliateCard';
import { BindingsCard } from './BindingsCard';
import { ModelTags } from './ModelTags';
import { NotificationTab } from './NotificationTab';
import { PersonalStats } from './PersonalStats';
import { PriceTab } from './PriceTab';
import { SecurityCard } from './SecurityCard';
import type { PersonalPageQuery } from './__generated__/PersonalPageQuery.graphql';

// Personal settings (spec 000 §2): overview, bindings, security, notification and price tabs.

export function PersonalSettings() {
  const { t } = useTranslation();
  // REST-only actions (WeChat binding) refresh the page's data by refetching the query.
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((k) => k + 1), []);
  const data = useLazyLoadQuery<PersonalPageQuery>(
    graphql`
      query PersonalPageQuery {
        viewer {
          ...PersonalStats_user
          ...ModelTags_user
          ...AffiliateCard_user
          ...BindingsCard_user
          ...SecurityCard_user
          ...NotificationTab_user
          ...PriceTab_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const viewer = data.viewer;
  if (!viewer) return null;
  const items = [
    {
      key: 'overview',
      label: t('个人信息'),
      children: (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <PersonalStats user={viewer} />
              <ModelTags user={viewer} />
            </Space>
          </Col>
          <Col xs={24} lg={10}>
            <AffiliateCard user={viewer} />
          </Col>
        </Row>
      ),
    },
    { key: 'bindings', label: t('账户绑定'), children: <BindingsCard user={viewer} onRefresh={refresh} /> },
    { key: 'security', label: t('安全设置'), children: <SecurityCard user={viewer} /> },
    { key: 'notification', label: t('通知设置'), children: <NotificationTab user={viewer} /> },
    { key: 'price', label: t('价格设置'), children: <PriceTab user={viewer} /> },
  ];
  return (
    <div data-testid="personal-page">
      <Tabs items={items} data-testid="personal-tabs" />
    </div>
  );
}

export default function PersonalPage() {
  return <PersonalSettings />;
}
