import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useDeleteChannelMutation as M } from './__generated__/useDeleteChannelMutation.graphql';

export function useDeleteChannelMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useDeleteChannelMutation($id: Int!) {
      deleteChannel(id: $id)
    }
  `);
}
