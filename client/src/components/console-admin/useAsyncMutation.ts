import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { toast } from '../../lib/toast';

/**
 * useMutation as a promise: resolves with the response, or null after showing the server's
 * message as an error toast (quiet: no toast, the caller decides).
 */
export function useAsyncMutation<T extends MutationParameters>(node: GraphQLTaggedNode) {
  const [commit, busy] = useMutation<T>(node);
  const run = useCallback(
    (variables: T['variables'], opts: { updater?: SelectorStoreUpdater<T['response']>; quiet?: boolean } = {}) =>
      new Promise<T['response'] | null>((resolve) => {
        commit({
          variables,
          updater: opts.updater,
          onCompleted: (data, errors) => {
            if (errors?.length) {
              if (!opts.quiet) toast.error(errors[0].message);
              resolve(null);
            } else resolve(data);
          },
          onError: (e) => {
            if (!opts.quiet) toast.error(e.message);
            resolve(null);
          },
        });
      }),
    [commit],
  );
  return [run, busy] as const;
}

/** JSON text check of spec 001 §5 (empty is allowed). */
export function isJsonText(text: string | undefined | null): boolean {
  if (!text || text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** antd Form rule: valid JSON (use with validateTrigger="onBlur"). */
export const jsonRule = (t: (s: string) => string) => ({
  validator: (_r: unknown, v: string | undefined) => (isJsonText(v) ? Promise.resolve() : Promise.reject(new Error(t('不是合法的 JSON 字符串')))),
});
