import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('页面不存在，请检查你的浏览器地址是否正确')}
      data-testid="not-found"
      extra={
        <Link to="/">
          <Button type="primary">{t('返回首页')}</Button>
        </Link>
      }
    />
  );
}
