import { useContext, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx.ts';
import { lazyPart, useLazyPart } from './lazy-part.ts';
import { DescriptionContext } from './overlay-slots.ts';
import styles from './overlay.module.css';

/** Base UI's dialog and this kit's frames around it, fetched when a dialog or the drawer first opens. */
export const overlayPopups = lazyPart(() => import('./dialog-popup.tsx'));

/**
 * True from the first time `open` is true: the Base UI part is then downloaded and stays rendered, so that
 * closing runs Base UI's own exit (focus back to the opener, the fade) as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

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
  /**
   * Where the focus goes on closing (Base UI's `finalFocus`): by default back to the opener, but when the
   * action removed the opener (a deleted card) the focus would fall to the page body, so the caller names
   * a place that survives. An element that is not itself tabbable gives the focus to its first tabbable one.
   */
  finalFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | boolean) | undefined;
  maxWidth?: 'xs' | 'sm' | 'md' | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog on Base UI (MUI's Dialog + DialogTitle + DialogContent + DialogActions): focus is
 * trapped inside and goes back to where it was on closing, Escape closes, the page behind is inert.
 * It renders nothing on the server: open dialogs only exist once the page runs JavaScript (pages show
 * a no-JavaScript fallback of their own, as before). Base UI arrives with the first opening (decision 047).
 */
export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  const popups = useLazyPart(overlayPopups, opened);
  return popups && opened ? <popups.DialogFrame {...props} /> : null;
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
  // Base UI's Description (it also describes the dialog) inside an open dialog; a paragraph elsewhere.
  const Description = useContext(DescriptionContext);
  const text = cx(styles.text, className);
  return Description ? (
    <Description id={id} className={text}>
      {children}
    </Description>
  ) : (
    <p id={id} className={text}>
      {children}
    </p>
  );
}
