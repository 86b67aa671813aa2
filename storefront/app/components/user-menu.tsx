import { useId } from 'react';
import { Form } from 'react-router';
import { useT } from '../utils/i18n.ts';
import styles from './shell.module.css';
import { Icon } from './ui/icon.tsx';
import { DropdownMenu, MenuItem, MenuLabel, MenuLink } from './ui/menu.tsx';
import surfaces from './ui/surfaces.module.css';

const LOGOUT_ICON =
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z';
const PROFILE_ICON =
  'M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4';

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter((part) => /^[\p{L}\p{N}]/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The user dropdown (docs/product.md#layout): the full name and Sair. Sair is a POST to /logout (no GET logs anyone out); the
 * menu item submits a form kept outside the menu's popup, and without JavaScript a plain button does it.
 */
export function UserMenu({ fullName, email }: { fullName: string; email: string }) {
  const t = useT();
  const id = useId();
  const logoutForm = `${id}-logout`;
  return (
    <>
      <DropdownMenu
        triggerId={`${id}-button`}
        triggerClassName={styles.userButton}
        triggerLabel={fullName}
        trigger={
          <>
            <span aria-hidden className={surfaces.avatar}>
              {initials(fullName)}
            </span>
            <span className={styles.userName}>{fullName}</span>
          </>
        }
      >
        <MenuLabel>
          <span className={styles.whoName}>{fullName}</span>
          <span className={styles.email}>{email}</span>
        </MenuLabel>
        <MenuLink to="/profile">
          <Icon path={PROFILE_ICON} size="small" />
          {t('Perfil')}
        </MenuLink>
        <MenuItem render={<button type="submit" form={logoutForm} />}>
          <Icon path={LOGOUT_ICON} size="small" />
          {t('Sair')}
        </MenuItem>
      </DropdownMenu>
      <Form id={logoutForm} method="post" action="/logout" hidden />
      <noscript>
        <form method="post" action="/logout">
          <button type="submit">{t('Sair')}</button>
        </form>
      </noscript>
    </>
  );
}
