import { BILLING_METHOD_LABELS, type BillingMethod } from '@ponte/shared/vocabulary';
import { FormField } from '../form-field.tsx';
import { ChoiceGroup, Radio } from '../ui/text-field.tsx';
import { useT } from '../../utils/i18n.ts';
import type { SubscribeValues } from './subscribe-answer.ts';

export interface PaymentChoice {
  /** The ways to pay the provider offers (the payments summary's `methods`). */
  methods: readonly BillingMethod[];
  /** The profile has no valid CPF/CNPJ: the charge needs one. */
  documentRequired: boolean;
  /** This card's refused submission: its messages by field, and what was chosen and typed. */
  errors?: Record<string, string[]> | undefined;
  values?: SubscribeValues | undefined;
}

/** Preselected: any bank app pays it in seconds, and it is confirmed at once. */
const PREFERRED: BillingMethod = 'pix';

/**
 * How to pay (real payments), inside a plan card's subscribe form: the methods as radios, and the
 * CPF/CNPJ when the profile lacks it, with why it is asked. Ids carry the plan, as every card has them.
 */
export function PaymentFields({
  planId,
  methods,
  documentRequired,
  errors,
  values,
}: PaymentChoice & { planId: number }) {
  const t = useT();
  const base = `plan-${planId}`;
  const chosen =
    methods.find((method) => method === values?.method) ??
    (methods.includes(PREFERRED) ? PREFERRED : methods[0]);
  const methodErrors = errors?.method?.map((message) => t(message)).join(' ');
  return (
    <>
      <ChoiceGroup
        id={`${base}-method`}
        radios
        legend={t('Como pagar')}
        error={Boolean(methodErrors)}
        helperText={methodErrors}
      >
        {methods.map((method) => (
          <Radio
            key={method}
            name="method"
            value={method}
            defaultChecked={method === chosen}
            label={t(BILLING_METHOD_LABELS[method])}
          />
        ))}
      </ChoiceGroup>
      {documentRequired ? (
        <FormField
          id={`${base}-document`}
          name="document"
          mask="document"
          label={t('CPF ou CNPJ')}
          required
          autoComplete="off"
          defaultValue={values?.document}
          errors={errors}
          hint={t('Para emitir a cobrança precisamos do seu CPF ou CNPJ.')}
        />
      ) : null}
    </>
  );
}
