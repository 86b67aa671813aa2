import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { ReactElement, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';
import styles from './overlay.module.css';

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
 * back to the trigger. Items are `MenuItem` / `MenuLink` below.
 */
export function DropdownMenu({
  trigger,
  triggerClassName,
  triggerLabel,
  triggerId,
  align = 'end',
  children,
}: DropdownMenuProps) {
  return (
    <BaseMenu.Root>
      <BaseMenu.Trigger id={triggerId} className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </BaseMenu.Trigger>
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.menu} aria-labelledby={triggerId}>
            {children}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
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
  return (
    <BaseMenu.Item
      className={cx(styles.menuItem, className)}
      render={render}
      nativeButton={render?.type === 'button'}
      onClick={onClick}
    >
      {children}
    </BaseMenu.Item>
  );
}

/** An item that is a router link (client navigation), closing the menu when followed. */
export function MenuLink({ className, children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <BaseMenu.LinkItem className={cx(styles.menuItem, className)} closeOnClick render={<Link {...link} />}>
      {children}
    </BaseMenu.LinkItem>
  );
}
