import { createContext, useCallback, useContext } from 'react';
import { toast } from '../../lib/toast';
import { useSetOptionsMutation } from './useSetOptionsMutation';

// The saved options of the settings page and the one save routine every form uses.

export interface OptionsState {
  values: Record<string, string>;
  version: number;
  reload: () => void;
}

export const OptionsContext = createContext<OptionsState>({ values: {}, version: 0, reload: () => {} });
export const useOptions = () => useContext(OptionsContext);

export interface OptionEntry {
  key: string;
  value: string;
}

/**
 * Saves the given changes, one setOptions entry per changed option, in order (so an id is saved
 * before the switch that needs it). Toasts 保存成功 / 保存失败，请重试 / 部分保存失败，请重试.
 */
export function useSaveOptions() {
  const { reload } = useOptions();
  const [setOptions, busy] = useSetOptionsMutation();
  const save = useCallback(
    async (entries: OptionEntry[]): Promise<boolean> => {
      if (entries.length === 0) {
        toast.warning('你似乎并没有修改什么');
        return false;
      }
      let failed = 0;
      for (const e of entries) if (!(await setOptions({ input: [e] }))) failed++;
      if (failed === 0) toast.success('保存成功');
      else if (failed === entries.length) toast.error('保存失败，请重试');
      else toast.error('部分保存失败，请重试');
      reload();
      return failed === 0;
    },
    [setOptions, reload],
  );
  return [save, busy] as const;
}
