import { useEffect, useRef } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, qs } from '../../lib/api';
import type { StoredUser } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { useUser } from '../../user/UserContext';

const PROVIDERS = new Set(['github', 'oidc', 'linuxdo']);

/** /oauth/{github,oidc,linuxdo}: trades code and state for a login or a binding. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login } = useUser();
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: never send it twice (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (!PROVIDERS.has(provider)) return navigate('/setting');
      try {
        const r = await api.get<StoredUser>(`/api/oauth/${provider}${qs({ code: params.get('code'), state: params.get('state') })}`, { quiet: true });
        if (!r.success) throw new Error(r.message);
        if (r.message === 'bind') {
          toast.success('绑定成功！');
          return navigate('/setting');
        }
        login(r.data);
        toast.success('登录成功！');
        navigate('/token');
      } catch (err) {
        toast.error((err as Error).message || '请求失败');
        navigate('/setting');
      }
    };
    void run();
  }, [provider, params, navigate, login]);

  return (
    <div style={{ textAlign: 'center', padding: 64 }}>
      <Spin />
      <Typography.Paragraph style={{ marginTop: 16 }}>{t('处理中...')}</Typography.Paragraph>
    </div>
  );
}
