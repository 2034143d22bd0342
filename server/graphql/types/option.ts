import { builder } from '../builder';
import { listOptions, resetModelRatio, updateOptions } from '../../domain/option/option.service';

// Options (root). Secret values are never returned.

const OptionEntry = builder.objectRef<{ key: string; value: string }>('OptionEntry').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});
const OptionInput = builder.inputType('OptionInput', { fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }) });

builder.queryField('options', (t) => t.field({ type: [OptionEntry], authScopes: { root: true }, resolve: (_r, _a, ctx) => listOptions(ctx) }));

builder.mutationField('setOptions', (t) =>
  t.field({
    type: [OptionEntry],
    authScopes: { root: true },
    args: { input: t.arg({ type: [OptionInput], required: true }) },
    resolve: async (_r, a, ctx) => {
      await updateOptions(ctx, a.input);
      return listOptions(ctx);
    },
  }),
);

builder.mutationField('resetModelRatio', (t) =>
  t.boolean({ authScopes: { root: true }, resolve: async (_r, _a, ctx) => (await resetModelRatio(ctx), true) }),
);
