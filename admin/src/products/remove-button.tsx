import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm } from 'react-admin';
import { MessageDialog, type DialogMessage } from './message-dialog.tsx';

export interface RemoveButtonProps {
  /** While the API works: the button and the confirmation wait. */
  pending: boolean;
  /** The confirmation's question (phrases; `content` may use `%{…}` from `contentTranslateOptions`). */
  title: string;
  content: string;
  contentTranslateOptions: Record<string, unknown>;
  /** Runs the removal once confirmed; calls `settle` with the dialog to show when the API has answered. */
  onConfirm: (settle: (message: DialogMessage) => void) => void;
  /** After that dialog is closed. */
  onClosed?: () => void;
}

/**
 * "Remover" with the spec's dialogs, for one product or a selection: a confirmation, then what
 * happened (removed, or why not) in a dialog of its own.
 */
export function RemoveButton({
  pending,
  title,
  content,
  contentTranslateOptions,
  onConfirm,
  onClosed,
}: RemoveButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const settle = (next: DialogMessage) => {
    setConfirming(false);
    setMessage(next);
  };
  const close = () => {
    setMessage(null);
    onClosed?.();
  };

  return (
    <>
      <Button label="Remover" color="error" onClick={() => setConfirming(true)} disabled={pending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={title}
        content={content}
        contentTranslateOptions={contentTranslateOptions}
        confirm="Remover"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => onConfirm(settle)}
        onClose={() => setConfirming(false)}
      />
      <MessageDialog message={message} onClose={close} />
    </>
  );
}
