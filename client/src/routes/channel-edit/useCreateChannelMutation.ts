import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useCreateChannelMutation as M } from './__generated__/useCreateChannelMutation.graphql';

export function useCreateChannelMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useCreateChannelMutation($channel: JSON!, $mode: String, $multiKeyMode: String) {
      createChannel(channel: $channel, mode: $mode, multiKeyMode: $multiKeyMode) {
        channelId
      }
    }
  `);
}
