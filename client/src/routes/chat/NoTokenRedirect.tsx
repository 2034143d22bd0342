import { useEffect } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';

export const NO_TOKEN = '当前没有可用的启用令牌，请确认是否有令牌处于启用状态！';

/** No usable key: say so, then go to /token after 1.5 s (spec 002 §4). */
export function NoTokenRedirect({ message = NO_TOKEN }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message);
    const timer = setTimeout(() => navigate('/token'), 1500);
    return () => clearTimeout(timer);
  }, [message, navigate]);
  return <Result status="warning" title={t(message)} data-testid="chat-no-token" />;
}
