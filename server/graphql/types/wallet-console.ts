import { builder } from '../builder';
import { badInput } from '../../errors/app-error';
import { quoteAmount, requestPayment, TopupRefused } from '../../domain/wallet/wallet.service';

// Online top-up for the console: the same domain functions as POST /api/user/amount and /pay.
// A refusal (TopupRefused) becomes a GraphQL error carrying the original reason text.

const refusedAsInput = (err: unknown): never => {
  if (err instanceof TopupRefused) throw badInput(err.message);
  throw err;
};

const TopUpInput = builder.inputType('TopUpInput', {
  fields: (t) => ({
    amount: t.int({ required: true }),
    paymentMethod: t.string({ required: false }),
    topUpCode: t.string({ required: false }),
  }),
});

const input = (i: { amount: number; paymentMethod?: string | null; topUpCode?: string | null }) => ({
  amount: i.amount,
  payment_method: i.paymentMethod ?? '',
  top_up_code: i.topUpCode ?? '',
});

const PaymentForm = builder.objectRef<{ url: string; params: Record<string, string> }>('PaymentForm').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The gateway address the form posts to.' }),
    params: t.field({ type: 'JSON', description: 'Signed form fields.', resolve: (p) => p.params }),
  }),
});

builder.mutationField('quoteTopUp', (t) =>
  t.string({
    description: 'Money to pay for an amount, as "12.34" (POST /api/user/amount).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: TopUpInput, required: true }) },
    resolve: (_r, a, ctx) => quoteAmount(ctx, input(a.input)).catch(refusedAsInput),
  }),
);

builder.mutationField('requestPayment', (t) =>
  t.field({
    type: PaymentForm,
    description: 'Creates a pending order and the signed gateway form (POST /api/user/pay).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: TopUpInput, required: true }) },
    resolve: (_r, a, ctx) => requestPayment(ctx, input(a.input)).catch(refusedAsInput),
  }),
);
