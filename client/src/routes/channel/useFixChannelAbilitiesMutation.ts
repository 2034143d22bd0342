import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useFixChannelAbilitiesMutation as M } from './__generated__/useFixChannelAbilitiesMutation.graphql';

export function useFixChannelAbilitiesMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useFixChannelAbilitiesMutation {
      fixChannelAbilities {
        success
        fails
      }
    }
  `);
}
