import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useSetChannelsTagMutation as M } from './__generated__/useSetChannelsTagMutation.graphql';

export function useSetChannelsTagMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useSetChannelsTagMutation($ids: [Int!]!, $tag: String) {
      setChannelsTag(ids: $ids, tag: $tag)
    }
  `);
}
