import { createContext, useContext, useState, type ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { approvedByAdmin } from '@ponte/shared/vocabulary';
import { useMoney } from '../layout/use-money.ts';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { HandFocusOn } from '../layout/hand-focus-on.tsx';
import { apiErrorMessage } from '../providers/api-error.ts';
import { subscriberName as nameOf } from './subscription-choices.ts';

type Action = 'approve' | 'cancel';
type Asked = { action: Action; subscription: SubscriptionListItem };

/** Phrase keys of each action (pt-BR is the key itself). */
const texts = {
  approve: {
    label: 'Aprovar',
    ariaLabel: 'Aprovar a assinatura de %{name}',
    title: 'Aprovar a assinatura de %{name}?',
    content: 'Confirme só depois de receber o pagamento de %{price}: o acesso é liberado na hora.',
    confirm: 'Aprovar',
  },
  cancel: {
    label: 'Cancelar',
    ariaLabel: 'Cancelar a assinatura de %{name}',
    title: 'Cancelar a assinatura de %{name}?',
    content:
      'Uma assinatura pendente é descartada. Uma ativa não é renovada, mas o acesso continua até o fim do período já pago.',
    confirm: 'Sim, cancelar',
  },
} as const;

/** What a row allows: approve a payment waiting, cancel what is pending or still running. */
function allowedActions(subscription: SubscriptionListItem): Action[] {
  if (subscription.status === 'pending')
    return approvedByAdmin(subscription.provider) ? ['approve', 'cancel'] : ['cancel'];
  if (subscription.status === 'active') return ['cancel'];
  return [];
}

const AskContext = createContext<(asked: Asked) => void>(() => undefined);

/**
 * The one confirmation dialog of the list, above its rows: it stays open when the list changes
 * layout (table ⇄ phone list) under it. The API's own sentence is the notification; its refusal
 * (a 409 when someone else got there first) is shown as it comes.
 */
export function SubscriptionActions({ children }: { children: ReactNode }) {
  const money = useMoney();
  const dataProvider = useDataProvider<PonteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // The last question stays while the dialog fades out, so its words do not change on the way.
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = (question: Asked) => {
    setAsked(question);
    setOpen(true);
  };

  async function run({ action, subscription }: Asked) {
    setBusy(true);
    try {
      const { message } = await (action === 'approve'
        ? dataProvider.approveSubscription(subscription.id)
        : dataProvider.cancelSubscription(subscription.id));
      notify(message, { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  }

  const text = asked ? texts[asked.action] : texts.approve;
  return (
    <AskContext.Provider value={ask}>
      {children}
      <Confirm
        isOpen={open}
        loading={busy}
        title={text.title}
        content={text.content}
        translateOptions={
          asked ? { name: nameOf(asked.subscription), price: money(asked.subscription.price_cents) } : {}
        }
        confirm={text.confirm}
        cancel="Voltar"
        confirmColor={asked?.action === 'cancel' ? 'warning' : 'primary'}
        onConfirm={() => asked && void run(asked)}
        onClose={() => setOpen(false)}
      />
    </AskContext.Provider>
  );
}

/** The button of one action on the row's subscription; it asks the list's dialog. */
export function SubscriptionActionButton({ action }: { action: Action }) {
  const subscription = useRecordContext<SubscriptionListItem>();
  const ask = useContext(AskContext);
  const translate = useTranslate();
  if (!subscription || !allowedActions(subscription).includes(action)) return null;
  const text = texts[action];
  // Approved, the row keeps only "Cancelar": the focus goes there rather than to the page body.
  return (
    <HandFocusOn>
      {(ref) => (
        <Button
          ref={ref}
          label={text.label}
          color={action === 'approve' ? 'primary' : 'error'}
          aria-label={translate(text.ariaLabel, { name: nameOf(subscription) })}
          onClick={(event) => {
            // Rows may be clickable: the button is its own action.
            event.stopPropagation();
            ask({ action, subscription });
          }}
        >
          {action === 'approve' ? <CheckIcon /> : <CloseIcon />}
        </Button>
      )}
    </HandFocusOn>
  );
}
