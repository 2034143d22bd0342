import { graphql } from 'react-relay';
import { useAsyncMutation } from '../../components/console-admin/useAsyncMutation';
import type { useResetModelRatioMutation as M } from './__generated__/useResetModelRatioMutation.graphql';

export function useResetModelRatioMutation() {
  return useAsyncMutation<M>(graphql`
    mutation useResetModelRatioMutation {
      resetModelRatio
    }
  `);
}
