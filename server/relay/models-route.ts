import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Relay } from './relay';
import { authenticateToken } from './token-auth';
import { errorBody, RelayError } from './relay-error';
import { autoGroups } from '../domain/pricing/price-lookup';
import { adaptorFor } from './adaptors/registry';

// GET /v1/models (reference/relay.md §12) and the OpenAI billing compatibility routes.

const CREATED = 1626777600;

async function callerModels(relay: Relay, req: FastifyRequest): Promise<{ models: string[]; caller: Awaited<ReturnType<typeof authenticateToken>> }> {
  const caller = await authenticateToken(relay, req, '');
  if (caller.token?.modelLimits) return { models: [...caller.token.modelLimits], caller };
  const group = caller.requestedGroup || caller.user.group;
  const groups = group === 'auto' ? autoGroups(relay.app.options) : [group];
  const models = new Set<string>();
  for (const g of groups) for (const m of relay.channels.models(g)) models.add(m);
  return { models: [...models].sort(), caller };
}

function ownerOf(relay: Relay, model: string, group: string): string {
  const channel = relay.channels.select(group, model, 0);
  return channel ? adaptorFor(channel.type).slug : 'custom';
}

const fail = (reply: FastifyReply, req: FastifyRequest, err: unknown) => {
  if (err instanceof RelayError) return reply.code(err.status).send(errorBody(err, 'openai', String(req.id)));
  throw err;
};

export async function listModels(relay: Relay, req: FastifyRequest, reply: FastifyReply) {
  try {
    const { models, caller } = await callerModels(relay, req);
    const group = caller.requestedGroup || caller.user.group;
    return reply.send({
      success: true,
      object: 'list',
      data: models.map((id) => ({ id, object: 'model', created: CREATED, owned_by: ownerOf(relay, id, group), supported_endpoint_types: ['openai'] })),
    });
  } catch (err) {
    return fail(reply, req, err);
  }
}

export async function retrieveModel(relay: Relay, req: FastifyRequest<{ Params: { model: string } }>, reply: FastifyReply) {
  try {
    const { models, caller } = await callerModels(relay, req);
    const id = req.params.model;
    if (!models.includes(id)) {
      return reply.send({ error: { message: `The model '${id}' does not exist`, type: 'invalid_request_error', param: 'model', code: 'model_not_found' } });
    }
    return reply.send({ id, object: 'model', created: CREATED, owned_by: ownerOf(relay, id, caller.requestedGroup || caller.user.group) });
  } catch (err) {
    return fail(reply, req, err);
  }
}

export async function billingSubscription(relay: Relay, req: FastifyRequest, reply: FastifyReply) {
  try {
    const caller = await authenticateToken(relay, req, '');
    const qpu = relay.app.options.num('QuotaPerUnit', 500000);
    const tokenStat = relay.app.options.bool('DisplayTokenStatEnabled') && caller.token;
    let amount: number;
    if (tokenStat && caller.token) {
      const row = await relay.app.prisma.token.findUnique({ where: { id: caller.token.id } });
      amount = caller.token.unlimitedQuota ? 100000000 : Number((row?.remainQuota ?? 0n) + (row?.usedQuota ?? 0n)) / qpu;
    } else {
      const row = await relay.app.prisma.user.findUnique({ where: { id: caller.user.id } });
      amount = Number((row?.quota ?? 0n) + (row?.usedQuota ?? 0n)) / qpu;
    }
    return reply.send({ object: 'billing_subscription', has_payment_method: true, soft_limit_usd: amount, hard_limit_usd: amount, system_hard_limit_usd: amount, access_until: caller.token?.expiredTime && caller.token.expiredTime > 0 ? caller.token.expiredTime : 0 });
  } catch (err) {
    return fail(reply, req, err);
  }
}

export async function billingUsage(relay: Relay, req: FastifyRequest, reply: FastifyReply) {
  try {
    const caller = await authenticateToken(relay, req, '');
    const qpu = relay.app.options.num('QuotaPerUnit', 500000);
    const tokenStat = relay.app.options.bool('DisplayTokenStatEnabled') && caller.token;
    const used = tokenStat && caller.token
      ? Number((await relay.app.prisma.token.findUnique({ where: { id: caller.token.id } }))?.usedQuota ?? 0n)
      : Number((await relay.app.prisma.user.findUnique({ where: { id: caller.user.id } }))?.usedQuota ?? 0n);
    return reply.send({ object: 'list', total_usage: (used / qpu) * 100 });
  } catch (err) {
    return fail(reply, req, err);
  }
}
