import { useState } from 'react';
import { Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../usage/copy';

/** Elapsed seconds, red above 60 s; '无' until finished. */
export function Elapsed({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  if (seconds === null || seconds < 0) return <span>{t('无')}</span>;
  return (
    <Tag color={seconds > 60 ? 'red' : 'green'} data-testid="elapsed">
      {seconds.toFixed(1)} {t('秒')}
    </Tag>
  );
}

/** Channel id tag; a click copies the id. */
export function ChannelCell({ id }: { id: number }) {
  const copy = useCopy();
  return (
    <Tag color="blue" style={{ cursor: 'pointer' }} onClick={() => void copy(String(id))} data-testid="channel-cell">
      {id}
    </Tag>
  );
}

/** Long text cut to one line; a click opens a modal with the full text. */
export function FullTextCell({ text, title }: { text: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!text) return <span>{t('无')}</span>;
  return (
    <>
      <Typography.Text ellipsis style={{ maxWidth: 200, cursor: 'pointer' }} onClick={() => setOpen(true)} data-testid="full-text-cell">
        {text}
      </Typography.Text>
      <Modal open={open} title={t(title)} footer={null} onCancel={() => setOpen(false)} width={640}>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="full-text">
          {text}
        </pre>
      </Modal>
    </>
  );
}

/** "50%" → 50. */
export const percentOf = (progress: string) => {
  const n = parseFloat(progress);
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : 0;
};
