import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useTestAllChannelsMutation as M } from './__generated__/useTestAllChannelsMutation.graphql';

export function useTestAllChannelsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useTestAllChannelsMutation {
      testAllChannels
    }
  `);
}
