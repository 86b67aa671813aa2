import { Form, Link as RouterLink, useNavigation } from 'react-router';
import type { BlingAnswer } from '../erp/bling-labels.ts';
import { RUN_STATUS_LABELS } from '../erp/bling-labels.ts';
import { useT } from '../../utils/i18n.ts';
import { Button } from '../ui/button.tsx';
import { LiveAlert } from '../ui/live-region.tsx';

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
  // Both regions are always on the page (empty without an answer), so the answer is announced.
  const started = answer && !answer.error ? answer : undefined;
  return (
    <>
      <LiveAlert severity="error">{answer?.error ? t(answer.error) : null}</LiveAlert>
      <LiveAlert severity="success">
        {started ? (
          <>
            {t(started.ok ?? '')}{' '}
            {started.run
              ? t('Sincronização #{id}: {status}.', {
                  id: started.run.id,
                  status: t(RUN_STATUS_LABELS[started.run.status]),
                })
              : null}{' '}
            <RouterLink to="/erp" className="link">
              {t('Acompanhar no ERP')}
            </RouterLink>
          </>
        ) : null}
      </LiveAlert>
    </>
  );
}
