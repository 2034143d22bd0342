import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useFetchChannelModelsMutation as M } from './__generated__/useFetchChannelModelsMutation.graphql';

/** The provider's model list for a channel that is not saved yet. */
export function useFetchChannelModelsMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useFetchChannelModelsMutation($baseUrl: String, $type: Int!, $key: String!) {
      fetchChannelModels(baseUrl: $baseUrl, type: $type, key: $key)
    }
  `);
}
