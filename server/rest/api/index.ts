import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { sessionRoutes } from './session.routes';
import { systemRoutes } from './system.routes';
import { optionRoutes } from './option.routes';
import { channelRoutes } from './channel.routes';
import { pricingRoutes } from './pricing.routes';
import { userRoutes } from './user.routes';
import { accountRoutes } from './account.routes';
import { oauthRoutes } from './oauth.routes';
import { tokenRoutes } from './token.routes';
import { redemptionRoutes } from './redemption.routes';
import { walletRoutes } from './wallet.routes';
import { logRoutes } from './log.routes';
import { taskRoutes } from './task.routes';

/** Every /api route group, one Fastify plugin per group. */
export function apiRoutes(app: App) {
  return async (f: FastifyInstance) => {
    await f.register(systemRoutes(app));
    await f.register(sessionRoutes(app));
    await f.register(optionRoutes(app));
    await f.register(channelRoutes(app));
    await f.register(pricingRoutes(app));
    await f.register(userRoutes(app));
    await f.register(accountRoutes(app));
    await f.register(oauthRoutes(app));
    await f.register(tokenRoutes(app));
    await f.register(redemptionRoutes(app));
    await f.register(walletRoutes(app));
    await f.register(logRoutes(app));
    await f.register(taskRoutes(app));
  };
}
