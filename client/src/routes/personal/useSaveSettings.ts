import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { settingsInput, type SettingsValues } from './settingsInput';
import { useUpdateNotificationSettingsMutation } from './useUpdateNotificationSettingsMutation';

/** Saves the settings; the server's reason, or 更新通知设置失败, on failure. */
export function useSaveSettings() {
  const [commit, busy] = useUpdateNotificationSettingsMutation();
  const save = useCallback(
    (v: SettingsValues, onDone?: () => void) =>
      commit({
        variables: { input: settingsInput(v) },
        onCompleted: (_d, errors) => {
          if (errors?.length) return toast.error(errors[0].message || '更新通知设置失败');
          toast.success('设置已更新');
          onDone?.();
        },
        onError: (e) => toast.error(e.message || '更新通知设置失败'),
      }),
    [commit],
  );
  return [save, busy] as const;
}
