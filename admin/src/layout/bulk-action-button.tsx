import { useRef, useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  HttpError,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdateMany,
  type Identifier,
} from 'react-admin';
import type { BulkFailure } from '../providers/data-provider.ts';
import { focusIsLost } from '@ponte/shared/focus';
import { focusContentIfLost } from './use-focus-on-page-change.ts';

export interface BulkActionButtonProps {
  label: string;
  icon: ReactElement;
  /** What `updateMany` sends for each selected record. */
  data: Record<string, unknown>;
  /** The confirmation (phrases; `%{count}` is how many are selected). */
  confirmTitle: string;
  confirmContent: string;
  confirm: string;
  /** All went through: `%{count}`. */
  success: string;
  /** Some did not: `%{done}`, `%{total}`, `%{failed}` and `%{reasons}` (each failed record and why). */
  partial: string;
  /** Deactivating, cancelling: the button and its confirmation in the danger colour. */
  danger?: boolean;
}

/**
 * After a bulk action that cleared the selection, the bulk toolbar goes, and the focus with it (the
 * confirmation hands it back to the button, which is gone): it falls to the page body. Once it has
 * (the dialog closes with a transition, so this watches for a moment), it goes to the list's first row
 * action, or the content, so a keyboard goes on from the list (decision 060). A focus the person put
 * somewhere else is left alone.
 */
function handFocusToList(list: Element | null) {
  const started = Date.now();
  const timer = setInterval(() => {
    // The list has left the page (another screen, or a test that ended): there is no focus to hand.
    if (list && !list.isConnected) {
      clearInterval(timer);
      return;
    }
    const active = document.activeElement;
    const waiting = active?.closest('[role="dialog"], [role="presentation"]') && active.isConnected;
    if (focusIsLost()) {
      clearInterval(timer);
      const row = list?.isConnected ? list.querySelector('tbody tr') : null;
      const target =
        row?.querySelector<HTMLElement>('button:not([disabled]), a[href]') ??
        row?.querySelector<HTMLElement>('input:not([disabled])');
      if (target) target.focus();
      else focusContentIfLost();
    } else if (!waiting || Date.now() - started > 3000) {
      clearInterval(timer);
    }
  }, 50);
}

/**
 * A bulk action of a list over the data provider's `updateMany` (one request per record), after a
 * confirmation. When some records are refused it says how many went and why the others did not,
 * and leaves those selected, so the admin sees which.
 */
export function BulkActionButton({
  label,
  icon,
  data,
  confirmTitle,
  confirmContent,
  confirm,
  success,
  partial,
  danger = false,
}: BulkActionButtonProps) {
  const resource = useResourceContext();
  const { selectedIds, data: rows, onUnselectItems, onSelect } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = selectedIds.length;

  const nameOf = (id: Identifier) => {
    const row = rows?.find((record) => String(record.id) === String(id));
    return row ? String(represent(row)) : `#${id}`;
  };

  const settle = (failures: BulkFailure[], done: number) => {
    setOpen(false);
    if (failures.length === 0) {
      // The list this toolbar belongs to, found while the button is still in it.
      const list = button.current?.closest('.RaList-main, .RaList-root, main') ?? null;
      onUnselectItems();
      handFocusToList(list);
      notify(success, { type: 'success', messageArgs: { count: done } });
    } else {
      onSelect(failures.map((failure) => failure.id));
      const reasons = failures
        .map((failure) => `${nameOf(failure.id)} (${translate(failure.message, { _: failure.message })})`)
        .join('; ');
      notify(partial, {
        type: done > 0 ? 'warning' : 'error',
        messageArgs: { done, total: done + failures.length, failed: failures.length, reasons },
        autoHideDuration: null,
      });
    }
    refresh();
  };

  const run = () =>
    updateMany(
      resource,
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => settle([], count),
        onError: (error) => {
          const body =
            error instanceof HttpError ? (error.body as Record<string, unknown> | undefined) : undefined;
          const done = Array.isArray(body?.done) ? body.done.length : 0;
          const failures = Array.isArray(body?.failures)
            ? (body.failures as BulkFailure[])
            : selectedIds.map((id) => ({
                id,
                message: error instanceof Error ? error.message : 'ra.notification.http_error',
              }));
          settle(failures, done);
        },
      },
    );

  return (
    <>
      <Button
        ref={button}
        label={label}
        color={danger ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={isPending || count === 0}
      >
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        translateOptions={{ count }}
        contentTranslateOptions={{ count }}
        confirm={confirm}
        cancel="Voltar"
        confirmColor={danger ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
