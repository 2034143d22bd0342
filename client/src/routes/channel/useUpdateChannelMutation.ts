import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useUpdateChannelMutation as M } from './__generated__/useUpdateChannelMutation.graphql';

export function useUpdateChannelMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useUpdateChannelMutation($channel: JSON!) {
      updateChannel(channel: $channel) {
        ...ChannelTable_channel
      }
    }
  `);
}
