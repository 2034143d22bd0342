import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/schema';
import { ApiClient, createUser, setupRoot, startTestServer, type TestServer } from '../helpers/test-server';

// Generated from the live route table and the GraphQL schema, so new routes and fields are
// covered without editing this file: every admin or root capability refuses normal users and
// anonymous callers.

let t: TestServer;
let user: ApiClient;
let anon: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  await setupRoot(t);
  user = await createUser(t, { username: 'plainuser', quota: 1000 });
  anon = new ApiClient(t.url);
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1').replace(/\*$/, 'x');

describe('REST /api', () => {
  it('every admin and root route refuses anonymous callers and normal users', async () => {
    const guarded = t.server.routes.filter((r) => r.url.startsWith('/api') && (r.auth === 'admin' || r.auth === 'root') && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const r of guarded) {
      const path = concrete(r.url);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const a = await anon.call(r.method, path, body);
      if (a.status !== 401 && a.body?.success !== false) leaks.push(`anonymous ${r.method} ${path}: ${a.status} ${a.text.slice(0, 80)}`);
      const u = await user.call(r.method, path, body);
      if (!(u.body?.success === false && u.body.message === '无权进行此操作，权限不足')) leaks.push(`user ${r.method} ${path}: ${u.status} ${u.text.slice(0, 80)}`);
    }
    expect(leaks).toEqual([]);
  });

  it('every user route refuses anonymous callers; public routes never answer 5xx', async () => {
    const problems: string[] = [];
    for (const r of t.server.routes.filter((x) => x.url.startsWith('/api') && x.method !== 'HEAD')) {
      const path = concrete(r.url);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const a = await anon.call(r.method, path, body);
      if (a.status >= 500) problems.push(`${r.method} ${path} → ${a.status}`);
      if (r.auth === 'user' && a.status !== 401 && a.body?.success !== false) problems.push(`anonymous ${r.method} ${path} allowed`);
    }
    expect(problems).toEqual([]);
  });
});

function sampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (type instanceof GraphQLNonNull) return sampleValue(type.ofType, depth);
  if (type instanceof GraphQLList) return [sampleValue(type.ofType, depth)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (f.type instanceof GraphQLNonNull || depth < 1) out[f.name] = sampleValue(f.type, depth + 1);
    return out;
  }
  const name = (type as GraphQLScalarType).name;
  if (name === 'Int' || name === 'Float' || name === 'BigInt') return 1;
  if (name === 'Boolean') return true;
  if (name === 'ID') return 'VXNlcjox';
  if (name === 'JSON') return {};
  return 'x';
}

function scopesOf(field: GraphQLField<unknown, unknown>): Record<string, unknown> | null {
  const s = (field.extensions as { pothosOptions?: { authScopes?: unknown } })?.pothosOptions?.authScopes;
  return s && typeof s === 'object' ? (s as Record<string, unknown>) : null;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args as readonly GraphQLArgument[];
  const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const named = field.type.toString().replace(/[[\]!]/g, '');
  const t = schema.getType(named);
  const selection = t && 'getFields' in t ? ' { __typename }' : '';
  const variables = Object.fromEntries(args.map((a) => [a.name, sampleValue(a.type)]));
  return { query: `${kind}${vars ? `(${vars})` : ''} { ${field.name}${call}${selection} }`, variables };
}

describe('GraphQL', () => {
  const guarded: Array<['query' | 'mutation', GraphQLField<unknown, unknown>]> = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const f of Object.values(type!.getFields())) {
      const s = scopesOf(f);
      if (s && (s.admin || s.root)) guarded.push([kind, f]);
    }
  }

  it('every admin and root field refuses anonymous callers and normal users', async () => {
    expect(guarded.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const [kind, f] of guarded) {
      const { query, variables } = operation(kind, f);
      for (const [who, client, code] of [['anonymous', anon, 'UNAUTHENTICATED'], ['user', user, 'FORBIDDEN']] as const) {
        const r = await client.graphql(query, variables);
        const codes = (r.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
        const data = (r.data as Record<string, unknown> | null)?.[f.name];
        if (!codes.includes(code) || (data !== null && data !== undefined)) leaks.push(`${who} ${kind} ${f.name}: ${JSON.stringify(r).slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses queries that are too deep or too costly', async () => {
    let inner = 'name';
    for (let i = 0; i < 10; i++) inner = `ofType { ${inner} }`;
    const deep = await user.graphql(`{ __schema { types { fields { type { ${inner} } } } } }`);
    expect(deep.errors?.[0].message).toMatch(/too deep/);
    expect(deep.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const shallow = await user.graphql('{ __schema { types { name } } }');
    expect(shallow.errors).toBeUndefined();
    const costly = `{ users(first: 100) { edges { node { ${Array.from({ length: 60 }, (_, i) => `f${i}: username`).join(' ')} } } } }`;
    const r = await user.graphql(costly);
    expect(r.errors?.[0].message).toMatch(/too costly/);
  });
});

describe('cross-site and headers', () => {
  it('refuses cookie-authenticated writes from another origin', async () => {
    const r = await user.call('POST', '/graphql', { query: 'mutation { logout }' }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    const same = await user.call('PUT', '/api/user/setting', { notify_type: 'email' }, { origin: t.url });
    expect(same.status).toBe(200);
  });

  it('sends security headers on console routes', async () => {
    const r = await fetch(`${t.url}/api/status`);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
