import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useTestChannelMutation as M } from './__generated__/useTestChannelMutation.graphql';

export function useTestChannelMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useTestChannelMutation($id: Int!, $model: String) {
      testChannel(id: $id, model: $model) {
        success
        message
        time
      }
    }
  `);
}
