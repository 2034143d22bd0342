import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { renderQuota } from '../../components/usage/quota';
import { GroupTag, RoleTag } from '../../components/account/UserTags';
import type { PersonalStats_user$key } from './__generated__/PersonalStats_user.graphql';

/** Balance, used quota and request count of the logged-in user. */
export function PersonalStats({ user }: { user: PersonalStats_user$key }) {
  const { t } = useTranslation();
  const u = useFragment(
    graphql`
      fragment PersonalStats_user on User {
        username
        displayName
        group
        role
        quota
        usedQuota
        requestCount
      }
    `,
    user,
  );
  return (
    <Card data-testid="personal-stats">
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {u.displayName || u.username}
        </Typography.Title>
        <RoleTag role={u.role} />
        <GroupTag group={u.group} />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title={t('当前余额')} value={renderQuota(u.quota)} valueStyle={{ fontSize: 22 }} data-testid="personal-balance" />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={t('历史消耗')} value={renderQuota(u.usedQuota)} valueStyle={{ fontSize: 22 }} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={t('请求次数')} value={u.requestCount} valueStyle={{ fontSize: 22 }} />
        </Col>
      </Row>
    </Card>
  );
}
