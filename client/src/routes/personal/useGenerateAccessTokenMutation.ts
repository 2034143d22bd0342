import { graphql, useMutation } from 'react-relay';
import type { useGenerateAccessTokenMutation as M } from './__generated__/useGenerateAccessTokenMutation.graphql';

/** Issues a new system access token (the old one stops working). */
export function useGenerateAccessTokenMutation() {
  return useMutation<M>(graphql`
    mutation useGenerateAccessTokenMutation {
      generateAccessToken
    }
  `);
}
