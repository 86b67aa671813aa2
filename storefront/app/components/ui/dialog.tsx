import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonColor } from './button.tsx';
import { cx } from './cx.ts';
import styles from './overlay.module.css';

export interface DialogProps {
  open: boolean;
  /** Escape, a click outside, or a close button: the caller decides what closing means. */
  onClose: () => void;
  /** The heading; it names the dialog (`aria-labelledby` is set by Base UI). */
  title?: ReactNode;
  /** Without a title: the id of what names the dialog (its text, say). */
  'aria-labelledby'?: string | undefined;
  'aria-label'?: string | undefined;
  /** The buttons at the bottom (MUI's DialogActions). */
  actions?: ReactNode;
  /** The element focused on opening (MUI's `autoFocus` on a button); the first focusable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  maxWidth?: 'xs' | 'sm' | 'md' | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog on Base UI (MUI's Dialog + DialogTitle + DialogContent + DialogActions): focus is
 * trapped inside and goes back to where it was on closing, Escape closes, the page behind is inert.
 * It renders nothing on the server: open dialogs only exist once the page runs JavaScript (pages show
 * a no-JavaScript fallback of their own, as before).
 */
export function Dialog({
  open,
  onClose,
  title,
  actions,
  initialFocus,
  maxWidth = 'sm',
  className,
  children,
  ...aria
}: DialogProps) {
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup
          className={cx(styles.popup, maxWidth !== 'sm' && styles[maxWidth], className)}
          initialFocus={initialFocus}
          {...aria}
        >
          {title ? <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title> : null}
          {children ? <div className={styles.content}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

/** The dialog's running text (MUI's DialogContentText); it also describes the dialog (`aria-describedby`). */
export function DialogText({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <BaseDialog.Description id={id} className={cx(styles.text, className)}>
      {children}
    </BaseDialog.Description>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmColor?: ButtonColor | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean | undefined;
}

/** A yes/no question: cancel (focused first, the safe choice) and a contained confirm button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} variant="contained" color={confirmColor} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <DialogText>{message}</DialogText> : null}
    </Dialog>
  );
}
