import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiData } from '../../lib/hooks/useApiData';
import { useStatus } from '../../status/StatusProvider';
import { HtmlOrMarkdown } from '../../components/HtmlOrMarkdown';
import { PageLoading } from '../../components/PageLoading';

/** Custom home content (HTML, Markdown or a URL shown in a frame), else a welcome card. */
export default function HomePage() {
  const { t } = useTranslation();
  const status = useStatus();
  const { data, loading } = useApiData<string>('/api/home_page_content');
  if (loading) return <PageLoading />;
  const content = (data ?? '').trim();
  if (/^https?:\/\//.test(content)) return <iframe src={content} title="home" style={{ width: '100%', height: '80vh', border: 'none' }} />;
  if (content) return <HtmlOrMarkdown content={content} />;
  return (
    <Card style={{ maxWidth: 720, margin: '48px auto', textAlign: 'center' }} data-testid="home-default">
      <Typography.Title level={2}>
        {t('欢迎使用')} {status.system_name || 'Tollgate'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('版本')} {status.version}
      </Typography.Paragraph>
      <Link to="/token">{t('控制台')}</Link>
    </Card>
  );
}
