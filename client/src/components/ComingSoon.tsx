import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder for a screen that is routed but not built yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t(title)} subTitle={t('该页面即将推出')} data-testid="coming-soon" />;
}
