import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, qs } from '../../lib/api';
import type { StoredUser } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { useUser } from '../../user/UserContext';

// The Telegram login widget posts the signed profile fields to a global callback.
type TelegramUser = Record<string, string | number>;
declare global {
  interface Window {
    onTelegramAuth?: (user: TelegramUser) => void;
  }
}

export function TelegramLoginButton({ botName }: { botName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { login } = useUser();
  const navigate = useNavigate();
  useEffect(() => {
    window.onTelegramAuth = async (user) => {
      const fields = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash', 'lang'];
      const params = Object.fromEntries(fields.map((f) => [f, user[f] === undefined ? undefined : String(user[f])]));
      const r = await api.get<StoredUser>(`/api/oauth/telegram/login${qs(params)}`);
      if (r.success) {
        login(r.data);
        toast.success('登录成功！');
        navigate('/');
      }
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.onauth = 'onTelegramAuth(user)';
    script.dataset.requestAccess = 'write';
    ref.current?.appendChild(script);
    const host = ref.current;
    return () => {
      host?.replaceChildren();
      delete window.onTelegramAuth;
    };
  }, [botName, login, navigate]);
  return <div ref={ref} style={{ display: 'flex', justifyContent: 'center' }} />;
}
