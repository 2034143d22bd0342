import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useDeleteTokenMutation as DeleteMutation } from './__generated__/useDeleteTokenMutation.graphql';

const mutation = graphql`
  mutation useDeleteTokenMutation($input: DeleteTokenInput!) {
    deleteToken(input: $input)
  }
`;

/** Deletes tokens by node id and drops their rows from the given connection. */
export function useDeleteTokenMutation() {
  const [commit, pending] = useMutation<DeleteMutation>(mutation);
  const remove = (ids: string[], connectionId: string, done: { onCompleted: () => void; onError: (e: Error) => void }) =>
    commit({
      variables: { input: { ids } },
      updater: (store) => {
        const conn = store.get(connectionId);
        if (conn) for (const id of ids) ConnectionHandler.deleteNode(conn, id);
      },
      ...done,
    });
  return [remove, pending] as const;
}
