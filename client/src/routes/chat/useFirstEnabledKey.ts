import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useFirstEnabledKeyQuery } from './__generated__/useFirstEnabledKeyQuery.graphql';

// The key chat links are filled with: the viewer's first enabled token (list size 100, as the
// original's key loading).
export function useFirstEnabledKey(): string | null {
  const data = useLazyLoadQuery<useFirstEnabledKeyQuery>(
    graphql`
      query useFirstEnabledKeyQuery {
        viewer {
          tokens(first: 100) {
            edges {
              node {
                key
                status
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  return data.viewer?.tokens.edges.find((e) => e.node.status === 1)?.node.key ?? null;
}
