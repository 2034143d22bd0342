import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useDeleteChannelsMutation as M } from './__generated__/useDeleteChannelsMutation.graphql';

export function useDeleteChannelsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useDeleteChannelsMutation($ids: [Int!]!) {
      deleteChannels(ids: $ids)
    }
  `);
}
