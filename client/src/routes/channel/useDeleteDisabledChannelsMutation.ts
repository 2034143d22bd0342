import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useDeleteDisabledChannelsMutation as M } from './__generated__/useDeleteDisabledChannelsMutation.graphql';

export function useDeleteDisabledChannelsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useDeleteDisabledChannelsMutation {
      deleteDisabledChannels
    }
  `);
}
