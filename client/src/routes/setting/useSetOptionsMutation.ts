import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useSetOptionsMutation as M } from './__generated__/useSetOptionsMutation.graphql';

export function useSetOptionsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useSetOptionsMutation($input: [OptionInput!]!) {
      setOptions(input: $input) {
        key
      }
    }
  `);
}
