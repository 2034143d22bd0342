import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { consoleHeaders, handleExpiredSession, EXPIRED_MESSAGE } from '../lib/session';

// The console's only GraphQL transport: session cookie + New-Api-User, never cached by the
// browser. An ended session (401 / UNAUTHENTICATED) sends a logged-in user to the login page.

interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string };
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...consoleHeaders(), 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: params.text, variables }),
  });
  if (res.status === 401 && handleExpiredSession()) throw new GraphQLRequestError(EXPIRED_MESSAGE, 'UNAUTHENTICATED');
  let json: { data?: unknown; errors?: GraphQLErrorShape[] };
  try {
    json = await res.json();
  } catch {
    throw new GraphQLRequestError(res.status === 500 ? '错误：服务器内部错误，请联系管理员！' : `错误：${res.status} ${res.statusText}`);
  }
  const first = json.errors?.[0];
  if (first?.extensions?.code === 'UNAUTHENTICATED' && handleExpiredSession()) {
    throw new GraphQLRequestError(EXPIRED_MESSAGE, 'UNAUTHENTICATED');
  }
  // Without data there is nothing to render: surface the server's message to the caller.
  if (first && !json.data) throw new GraphQLRequestError(first.message, first.extensions?.code);
  return json as GraphQLResponse;
};

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
