import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import type { DialogProps } from './dialog.tsx';
import { DescriptionContext } from './overlay-slots.ts';
import styles from './overlay.module.css';

/*
 * The Base UI half of `Dialog` and `Drawer`, downloaded when one first opens (decision 047). Their props
 * and behaviour are documented where they are imported from: `dialog.tsx` and `drawer.tsx`.
 */

export function DialogFrame({
  open,
  onClose,
  title,
  actions,
  initialFocus,
  finalFocus,
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
          finalFocus={finalFocus}
          {...aria}
        >
          {title ? <BaseDialog.Title className={styles.title}>{title}</BaseDialog.Title> : null}
          {children ? (
            <div className={styles.content}>
              <DescriptionContext value={BaseDialog.Description}>{children}</DescriptionContext>
            </div>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}

export function DrawerFrame({
  open,
  onClose,
  'aria-label': label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  'aria-label': string;
  children: ReactNode;
}) {
  return (
    <BaseDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <BaseDialog.Portal>
        <BaseDialog.Backdrop className={styles.backdrop} />
        <BaseDialog.Popup className={styles.drawer} aria-label={label}>
          {children}
        </BaseDialog.Popup>
      </BaseDialog.Portal>
    </BaseDialog.Root>
  );
}
