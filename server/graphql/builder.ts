import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type PrismaTypes from '../db/generated/pothos-types';
import { getDatamodel } from '../db/generated/pothos-types';
import type { GraphQLContext } from './context';
import { isAdmin, isRoot } from '../auth/viewer';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean; root: boolean };
  Scalars: {
    BigInt: { Input: bigint; Output: bigint | number };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultEdgesNullability: false;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  prisma: {
    client: (ctx) => ctx.app.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'development' ? 'warn' : null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: !!ctx.viewer,
      admin: isAdmin(ctx.viewer),
      root: isRoot(ctx.viewer),
    }),
    // Anonymous callers get UNAUTHENTICATED, logged-in callers without the role FORBIDDEN.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new GraphQLError('无权进行此操作，权限不足', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError(ctx.authError ?? '未登录或登录已过期，请重新登录', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
});

builder.queryType({});
builder.mutationType({});

// Quota and time columns are 64-bit; they travel as JSON numbers (exact up to 2^53).
builder.scalarType('BigInt', {
  serialize: (v) => (typeof v === 'bigint' ? (v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString()) : v),
  parseValue: (v) => {
    if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
    if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
    throw new GraphQLError('BigInt must be an integer', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

builder.scalarType('JSON', {
  serialize: (v) => v,
  parseValue: (v) => v,
});
