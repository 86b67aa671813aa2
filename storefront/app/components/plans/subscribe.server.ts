import { IdSchema, SubscribeRequestSchema, type SubscribeResponse } from '@ponte/shared';
import { data, redirect } from 'react-router';
import { GENERIC_ERROR, parseFailure, readFields } from '../../utils/form.server.ts';
import { t } from '../../utils/i18n.ts';
import { signedIn, type SignedInArgs } from '../../utils/signed-in.server.ts';
import { SUBSCRIBE_FIELDS, type SubscribeFailure, type Subscribed } from './subscribe-answer.ts';

/** How to pay and the CPF/CNPJ, checked here with the API's own rules before it is asked. */
const PaymentChoiceSchema = SubscribeRequestSchema.omit({ plan_id: true });

/** `payment`: with real payments the subscription waits for its first charge, which the page shows. */
const outcomeOf = ({ data }: SubscribeResponse): Subscribed =>
  data.status === 'active' ? 'active' : data.provider === 'asaas' ? 'payment' : 'pending';

const refusal = (answer: SubscribeFailure, status: number) => data(answer, { status });

/**
 * The subscribe form of one plan card. With real payments it also sends how to pay and, when the
 * profile has none, the CPF/CNPJ; a refusal keeps what was chosen and typed, its messages at their
 * fields (the plan's own, or the page's alert).
 */
export async function subscribe(args: SignedInArgs, form: FormData, pathname: string) {
  const planId = IdSchema.safeParse(form.get('plan_id'));
  if (!planId.success) return refusal({ intent: 'subscribe', error: t(GENERIC_ERROR) }, 422);
  const values = readFields(form, SUBSCRIBE_FIELDS);
  const document = values.document.trim();
  // Only what the form had: the manual provider's form has neither field, and its body stays `{plan_id}`.
  const choice = PaymentChoiceSchema.safeParse({
    ...(values.method ? { method: values.method } : {}),
    ...(document ? { document } : {}),
  });
  const echo = values.method ? { planId: planId.data, values } : {};
  if (!choice.success) {
    const { errors } = parseFailure(choice.error.issues);
    return refusal({ intent: 'subscribe', ...echo, errors }, 422);
  }
  return signedIn(
    args,
    async (api) => {
      const answer = await api.plans.subscribe(planId.data, choice.data);
      return redirect(`${pathname}?subscribed=${outcomeOf(answer)}`);
    },
    {
      refused: ({ status, body }) => {
        // 409 (a request already waits), 422 (the plan, how to pay, the CPF/CNPJ) and 503 (the payment
        // service did not answer: nothing was charged) explain themselves.
        const explained = status === 409 || status === 422 || status === 503;
        const { plan_id: plan, ...fields } = (status === 422 && body.errors) || {};
        const error = explained ? (plan?.join(' ') ?? body.error) : t(GENERIC_ERROR);
        const errors = Object.keys(fields).length ? { errors: fields } : {};
        return refusal({ intent: 'subscribe', ...echo, error, ...errors }, status);
      },
    },
  );
}
