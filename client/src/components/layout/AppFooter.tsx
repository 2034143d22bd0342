import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../status/StatusProvider';

// Custom footer HTML comes from localStorage; the status may land just after the first render,
// so it is read again 5 times, every 200 ms (as the original).
function useFooterHtml() {
  const [html, setHtml] = useState(() => localStorage.getItem('footer_html') ?? '');
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      setHtml(localStorage.getItem('footer_html') ?? '');
      if (++tries >= 5) clearInterval(timer);
    }, 200);
    return () => clearInterval(timer);
  }, []);
  return html;
}

export function AppFooter() {
  const { t } = useTranslation();
  const status = useStatus();
  const html = useFooterHtml();
  if (html) return <div className="custom-footer" dangerouslySetInnerHTML={{ __html: html }} />;
  const name = status.system_name || 'Tollgate';
  return (
    <Typography.Text type="secondary" data-testid="footer">
      {name} {status.version ? `${status.version} ` : ''}· {t('由 {{name}} 提供支持', { name: 'Tollgate' })} · new-api / one-api
    </Typography.Text>
  );
}
