import { Menu as BaseMenu } from '@base-ui/react/menu';
import type { DropdownMenuProps } from './menu.tsx';
import { MenuPartsContext } from './overlay-slots.ts';
import styles from './overlay.module.css';

const parts = { Item: BaseMenu.Item, LinkItem: BaseMenu.LinkItem };

/**
 * The Base UI half of `DropdownMenu` (documented in `menu.tsx`), downloaded on the first hover, focus or
 * click on its trigger (decision 047). `defaultOpen` when that click came before the download.
 */
export function DropdownMenuFrame({
  trigger,
  triggerClassName,
  triggerLabel,
  triggerId,
  align = 'end',
  children,
  defaultOpen,
}: DropdownMenuProps & { defaultOpen: boolean }) {
  return (
    <BaseMenu.Root defaultOpen={defaultOpen}>
      <BaseMenu.Trigger id={triggerId} className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </BaseMenu.Trigger>
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} align={align} sideOffset={4}>
          <BaseMenu.Popup className={styles.menu} aria-labelledby={triggerId}>
            <MenuPartsContext value={parts}>{children}</MenuPartsContext>
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}
