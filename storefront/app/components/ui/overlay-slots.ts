import type { Dialog as BaseDialog } from '@base-ui/react/dialog';
import type { Menu as BaseMenu } from '@base-ui/react/menu';
import { createContext } from 'react';

/*
 * Base UI's parts that the kit's light modules render inside an open dialog or menu, handed down by the
 * lazily loaded half (`dialog-popup.tsx`, `menu-popup.tsx`) so that importing `DialogText` or `MenuItem`
 * does not download Base UI before anything opens (decision 047). Type imports only here.
 */

/** Base UI's `Dialog.Description` inside an open dialog; `null` outside one. */
export const DescriptionContext = createContext<typeof BaseDialog.Description | null>(null);

/** Base UI's menu items inside an open menu; `null` outside one. */
export const MenuPartsContext = createContext<{
  Item: typeof BaseMenu.Item;
  LinkItem: typeof BaseMenu.LinkItem;
} | null>(null);
