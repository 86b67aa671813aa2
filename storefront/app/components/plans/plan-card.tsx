import type { Plan } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { useRef } from 'react';
import { Form } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Chip } from '../ui/chip.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { useFocusFirstError } from '../../utils/use-focus-first-error.ts';
import { PaymentFields, type PaymentChoice } from './payment-fields.tsx';
import styles from './plan-card.module.css';

const PRICE_PER_INTERVAL = { month: '{price} por mês', year: '{price} por ano' } as const;

/** Material's "check" icon. */
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

export interface PlanCardProps {
  plan: Plan;
  /** The plan of the person's current (or last) subscription. */
  current: boolean;
  /** "Renovar" instead of "Assinar" (the /plans/renew link, or the plan one already pays for). */
  renew: boolean;
  /**
   * The id of the text saying why subscribing is blocked (a request awaiting payment approval: the API
   * would answer 409); the button is then disabled and described by it.
   */
  disabledReason?: string | undefined;
  /** Its place in the page's grid. */
  className?: string | undefined;
  /** Real payments: how to pay (and the CPF/CNPJ) go with the subscribe. */
  payment?: PaymentChoice | undefined;
}

/** One plan for sale: price per period, features and the subscribe button (a plain form post). */
export function PlanCard({ plan, current, renew, disabledReason, className, payment }: PlanCardProps) {
  const t = useT();
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, payment?.errors);
  const titleId = `plan-${plan.id}-name`;
  const action = renew ? t('Renovar') : t('Assinar');
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      className={cx(styles.card, current && styles.current, className)}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <Text id={titleId} component="h2" variant="h6">
            {plan.name}
          </Text>
          {current ? <Chip label={t('Seu plano')} color="primary" size="small" /> : null}
        </div>
        <Text variant="h5" component="p" bold>
          {t(PRICE_PER_INTERVAL[plan.interval], { price: formatBRL(plan.price_cents, locale) })}
        </Text>
        {plan.description ? (
          <Text color="text.secondary" className={styles.description}>
            {plan.description}
          </Text>
        ) : null}
        {plan.features.length ? (
          <ul
            className={cx('list-plain', styles.features)}
            aria-label={t('Recursos do plano {name}', { name: plan.name })}
          >
            {plan.features.map((feature, index) => (
              <li key={index} className={styles.feature}>
                <Icon path={CHECK} size="small" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Form method="post" noValidate ref={form} className={styles.actions}>
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="plan_id" value={plan.id} />
        {payment ? <PaymentFields planId={plan.id} {...payment} /> : null}
        {/* Every card's button has the same text: the plan's name makes each one distinct to a screen reader. */}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={disabledReason !== undefined}
          aria-describedby={disabledReason}
          aria-label={`${action}: ${plan.name}`}
        >
          {action}
        </Button>
      </Form>
    </Paper>
  );
}
