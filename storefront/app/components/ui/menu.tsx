import { useContext, useState, type ReactElement, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';
import { lazyPart, useLazyPart } from './lazy-part.ts';
import { MenuPartsContext } from './overlay-slots.ts';
import styles from './overlay.module.css';

/** Base UI's menu, fetched on the first hover, focus or click on a menu's trigger (decision 047). */
const menuPopup = lazyPart(() => import('./menu-popup.tsx'));
const preload = () => void menuPopup.load().catch(() => undefined);

export interface DropdownMenuProps {
  /** The trigger's look and content: a `<button>` gets `aria-haspopup`, `aria-expanded` from Base UI. */
  triggerClassName?: string | undefined;
  triggerLabel?: string | undefined;
  trigger: ReactNode;
  /** `id` of the trigger (the menu is labelled by it). */
  triggerId?: string | undefined;
  align?: 'start' | 'center' | 'end' | undefined;
  children: ReactNode;
}

/**
 * A dropdown menu on Base UI (MUI's Menu): arrow keys move between items, Escape closes and focus goes
 * back to the trigger. Items are `MenuItem` / `MenuLink` below. Until Base UI has arrived the trigger is
 * a plain button with the same name and state; a click on it opens the menu as soon as Base UI is here.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [clicked, setClicked] = useState(false);
  const popup = useLazyPart(menuPopup, clicked);
  if (popup) return <popup.DropdownMenuFrame {...props} defaultOpen={clicked} />;
  return (
    <button
      type="button"
      id={props.triggerId}
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setClicked(true)}
    >
      {props.trigger}
    </button>
  );
}

/** A non-interactive block at the top of a menu (who is signed in, say). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className={styles.menuLabel}>{children}</div>;
}

/**
 * An item. `render` replaces its element: `<button type="submit" form=…/>` makes it submit a form
 * (`nativeButton` is then set so Base UI keeps the button's own semantics).
 */
export function MenuItem({
  render,
  onClick,
  className,
  children,
}: {
  render?: ReactElement<Record<string, unknown>> | undefined;
  onClick?: (() => void) | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const Item = useContext(MenuPartsContext)?.Item;
  if (!Item) return null;
  return (
    <Item
      className={cx(styles.menuItem, className)}
      render={render}
      nativeButton={render?.type === 'button'}
      onClick={onClick}
    >
      {children}
    </Item>
  );
}

/** An item that is a router link (client navigation), closing the menu when followed. */
export function MenuLink({ className, children, ...link }: LinkProps & { children: ReactNode }) {
  const LinkItem = useContext(MenuPartsContext)?.LinkItem;
  if (!LinkItem) return null;
  return (
    <LinkItem className={cx(styles.menuItem, className)} closeOnClick render={<Link {...link} />}>
      {children}
    </LinkItem>
  );
}
