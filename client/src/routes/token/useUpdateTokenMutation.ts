import { graphql, useMutation } from 'react-relay';
import type { useUpdateTokenMutation as UpdateMutation } from './__generated__/useUpdateTokenMutation.graphql';

export function useUpdateTokenMutation() {
  return useMutation<UpdateMutation>(graphql`
    mutation useUpdateTokenMutation($input: UpdateTokenInput!) {
      updateToken(input: $input) {
        id
        ...TokenTable_token
      }
    }
  `);
}
