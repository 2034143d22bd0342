import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiData } from '../../lib/hooks/useApiData';
import { HtmlOrMarkdown } from '../../components/HtmlOrMarkdown';
import { PageLoading } from '../../components/PageLoading';

export default function AboutPage() {
  const { t } = useTranslation();
  const { data, loading } = useApiData<string>('/api/about');
  if (loading) return <PageLoading />;
  const content = (data ?? '').trim();
  if (/^https?:\/\//.test(content)) return <iframe src={content} title="about" style={{ width: '100%', height: '80vh', border: 'none' }} />;
  return (
    <Card title={t('关于')}>
      {content ? <HtmlOrMarkdown content={content} /> : <Typography.Text type="secondary">{t('可在设置页面设置关于内容，支持 HTML & Markdown')}</Typography.Text>}
    </Card>
  );
}
