import { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';
import styles from './overlay.module.css';

/**
 * A panel sliding in from the left over the page (MUI's temporary Drawer), on Base UI's modal dialog:
 * named by `aria-label`, focus trapped while open and given back to the opener, Escape and a click on
 * the backdrop close it. Nothing is rendered while closed (nor on the server).
 */
export function Drawer({
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
