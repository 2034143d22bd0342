import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies text; when the clipboard refuses, a dialog shows the text for manual copying. */
export function useCopy() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    async (text: string, success = '已复制到剪贴板！') => {
      if (await writeClipboard(text)) {
        toast.success(success);
        return true;
      }
      modal.info({
        title: t('无法复制到剪贴板，请手动复制'),
        content: (
          <pre data-testid="copy-fallback" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', userSelect: 'all', margin: 0 }}>
            {text}
          </pre>
        ),
        width: 560,
      });
      return false;
    },
    [modal, t],
  );
}
