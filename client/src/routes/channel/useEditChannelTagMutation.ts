import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useEditChannelTagMutation as M } from './__generated__/useEditChannelTagMutation.graphql';

export function useEditChannelTagMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useEditChannelTagMutation(
      $tag: String!
      $newTag: String
      $modelMapping: String
      $models: String
      $groups: String
      $priority: Int
      $weight: Int
    ) {
      editChannelTag(tag: $tag, newTag: $newTag, modelMapping: $modelMapping, models: $models, groups: $groups, priority: $priority, weight: $weight)
    }
  `);
}
