import { useState, type ReactElement } from 'react';
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
  const count = selectedIds.length;

  const nameOf = (id: Identifier) => {
    const row = rows?.find((record) => String(record.id) === String(id));
    return row ? String(represent(row)) : `#${id}`;
  };

  const settle = (failures: BulkFailure[], done: number) => {
    setOpen(false);
    if (failures.length === 0) {
      onUnselectItems();
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
