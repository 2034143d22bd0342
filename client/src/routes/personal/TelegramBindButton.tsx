import { useEffect, useRef } from 'react';

// The Telegram widget sends the signed profile to /api/oauth/telegram/bind, which binds the
// account to the session's user and redirects to /setting.
export function TelegramBindButton({ botName }: { botName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'medium';
    script.dataset.authUrl = '/api/oauth/telegram/bind';
    script.dataset.requestAccess = 'write';
    host?.appendChild(script);
    return () => host?.replaceChildren();
  }, [botName]);
  return <div ref={ref} data-testid="telegram-bind" />;
}
