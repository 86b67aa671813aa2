import { Form, Link as RouterLink, useNavigation } from 'react-router';
import type { BlingAnswer } from '../erp/bling-labels.ts';
import { RUN_STATUS_LABELS } from '../erp/bling-labels.ts';
import { useT } from '../../utils/i18n.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/** The page's answer, when it is the answer to this button. */
export const blingSyncAnswer = (answer: unknown): BlingAnswer | undefined =>
  (answer as BlingAnswer | undefined)?.intent === 'bling-sync' ? (answer as BlingAnswer) : undefined;

/** A supplier's "Sincronizar com o Bling": starts a run (a plain form post) whose progress /erp shows. */
export function BlingSyncButton() {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'bling-sync';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="bling-sync" />
      <Button type="submit" variant="outlined" disabled={sending}>
        {t('Sincronizar com o Bling')}
      </Button>
    </Form>
  );
}

/** What the sync answered: the run started (or already going), or the API's reason it could not start. */
export function BlingSyncMessage({ answer }: { answer: BlingAnswer | undefined }) {
  const t = useT();
  if (!answer) return null;
  if (answer.error) {
    return (
      <Alert severity="error" role="alert">
        {t(answer.error)}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status">
      {t(answer.ok ?? '')}{' '}
      {answer.run
        ? t('Sincronização #{id}: {status}.', {
            id: answer.run.id,
            status: t(RUN_STATUS_LABELS[answer.run.status]),
          })
        : null}{' '}
      <RouterLink to="/erp" className="link">
        {t('Acompanhar no ERP')}
      </RouterLink>
    </Alert>
  );
}
