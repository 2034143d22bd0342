import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useSetChannelTagEnabledMutation as M } from './__generated__/useSetChannelTagEnabledMutation.graphql';

export function useSetChannelTagEnabledMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useSetChannelTagEnabledMutation($tag: String!, $enabled: Boolean!) {
      setChannelTagEnabled(tag: $tag, enabled: $enabled)
    }
  `);
}
