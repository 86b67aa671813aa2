import type { ReactNode } from 'react';
import { overlayPopups, useOpenedOnce } from './dialog.tsx';
import { useLazyPart } from './lazy-part.ts';

/**
 * A panel sliding in from the left over the page (MUI's temporary Drawer), on Base UI's modal dialog:
 * named by `aria-label`, focus trapped while open and given back to the opener, Escape and a click on
 * the backdrop close it. Nothing is rendered while closed (nor on the server); Base UI is downloaded
 * when it first opens (decision 047).
 */
export function Drawer(props: {
  open: boolean;
  onClose: () => void;
  'aria-label': string;
  children: ReactNode;
}) {
  const opened = useOpenedOnce(props.open);
  const popups = useLazyPart(overlayPopups, opened);
  return popups && opened ? <popups.DrawerFrame {...props} /> : null;
}
