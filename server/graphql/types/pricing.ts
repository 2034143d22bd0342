import { builder } from '../builder';
import { getPricing, unsetModels } from '../../domain/pricing/pricing.service';

// The public pricing page; ratios of the caller's usable groups when logged in.

const PricingModel = builder.simpleObject('PricingModel', {
  fields: (t) => ({
    modelName: t.string(),
    quotaType: t.int(),
    modelRatio: t.float(),
    modelPrice: t.float(),
    completionRatio: t.float(),
    enableGroups: t.stringList(),
    supportedEndpointTypes: t.stringList(),
    ownerBy: t.string(),
  }),
});

const Pricing = builder.simpleObject('Pricing', {
  fields: (t) => ({
    models: t.field({ type: [PricingModel] }),
    groupRatio: t.field({ type: 'JSON' }),
    usableGroup: t.field({ type: 'JSON' }),
  }),
});

builder.queryField('pricing', (t) =>
  t.field({
    type: Pricing,
    resolve: async (_r, _a, ctx) => {
      const p = await getPricing(ctx);
      return {
        models: p.data.map((e) => ({
          modelName: e.model_name,
          quotaType: e.quota_type,
          modelRatio: e.model_ratio,
          modelPrice: e.model_price,
          completionRatio: e.completion_ratio,
          enableGroups: e.enable_groups,
          supportedEndpointTypes: e.supported_endpoint_types,
          ownerBy: e.owner_by,
        })),
        groupRatio: p.group_ratio,
        usableGroup: p.usable_group,
      };
    },
  }),
);

builder.queryField('unsetModels', (t) => t.stringList({ authScopes: { admin: true }, resolve: (_r, _a, ctx) => unsetModels(ctx) }));
