import { builder } from '../builder';
import { getPricing, unsetModels } from '../../domain/pricing/pricing.service';

// The public pricing page; ratios of the caller's usable groups when logged in.

interface PricingModelShape {
  modelName: string;
  quotaType: number;
  modelRatio: number;
  modelPrice: number;
  completionRatio: number;
  enableGroups: string[];
  supportedEndpointTypes: string[];
  ownerBy: string;
}

const PricingModel = builder.objectRef<PricingModelShape>('PricingModel').implement({
  fields: (t) => ({
    modelName: t.exposeString('modelName'),
    quotaType: t.exposeInt('quotaType'),
    modelRatio: t.exposeFloat('modelRatio'),
    modelPrice: t.exposeFloat('modelPrice'),
    completionRatio: t.exposeFloat('completionRatio'),
    enableGroups: t.exposeStringList('enableGroups'),
    supportedEndpointTypes: t.exposeStringList('supportedEndpointTypes'),
    ownerBy: t.exposeString('ownerBy'),
  }),
});

const Pricing = builder.objectRef<{ models: PricingModelShape[]; groupRatio: unknown; usableGroup: unknown }>('Pricing').implement({
  fields: (t) => ({
    models: t.field({ type: [PricingModel], resolve: (p) => p.models }),
    groupRatio: t.field({ type: 'JSON', resolve: (p) => p.groupRatio }),
    usableGroup: t.field({ type: 'JSON', resolve: (p) => p.usableGroup }),
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
