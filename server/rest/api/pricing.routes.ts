import type { FastifyInstance } from 'fastify';
import type { App } from '../../context';
import { identify } from '../../auth/authenticate';
import { getPricing } from '../../domain/pricing/pricing.service';

// Public; a logged-in caller (session) sees the ratios of their own usable groups.
export function pricingRoutes(app: App) {
  return async (f: FastifyInstance) => {
    f.get('/pricing', async (req) => {
      const viewer = await identify(app, req).catch(() => null);
      const p = await getPricing({ app, viewer, ip: req.ip });
      return { success: true, message: '', data: p.data, group_ratio: p.group_ratio, usable_group: p.usable_group };
    });
  };
}
