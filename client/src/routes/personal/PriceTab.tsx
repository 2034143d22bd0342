import { Alert, Card, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { settingsValues } from './settingsInput';
import { useSaveSettings } from './useSaveSettings';
import type { PriceTab_user$key } from './__generated__/PriceTab_user.graphql';

/** Whether to accept calls to models without a price (billed at zero by the original). */
export function PriceTab({ user }: { user: PriceTab_user$key }) {
  const { t } = useTranslation();
  const { settings } = useFragment(
    graphql`
      fragment PriceTab_user on User {
        settings {
          notifyType
          quotaWarningThreshold
          webhookUrl
          notificationEmail
          acceptUnsetModelRatioModel
          recordIpLog
        }
      }
    `,
    user,
  );
  const [save, busy] = useSaveSettings();
  const current = settingsValues(settings);
  return (
    <Card size="small" data-testid="price-tab">
      <Space orientation="vertical" style={{ width: '100%', maxWidth: 560 }}>
        <Space>
          <Switch
            checked={current.acceptUnsetModelRatioModel}
            loading={busy}
            onChange={(on) => save({ ...current, acceptUnsetModelRatioModel: on })}
            data-testid="accept-unset-price"
          />
          <Typography.Text strong>{t('接受未设置价格模型')}</Typography.Text>
        </Space>
        <Alert
          type="info"
          showIcon
          title={t('当模型没有设置价格时仍接受调用，仅当您信任该网站时使用，可能会产生高额费用')}
        />
      </Space>
    </Card>
  );
}
