import { useT } from '../utils/i18n.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NotificationBell } from './notifications/notification-bell.tsx';
import type { BellState } from './notifications/notifications.server.ts';
import styles from './shell.module.css';
import { IconButton } from './ui/button.tsx';
import { Icon } from './ui/icon.tsx';
import { UserMenu } from './user-menu.tsx';

const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

interface TopBarProps {
  fullName: string;
  email: string;
  /** The notifications bell's starting point; null: no bell (admins have the console's). */
  bell: BellState | null;
  /** Opens the side menu's drawer on a phone. */
  onMenuClick: () => void;
  menuOpen: boolean;
}

/**
 * The signed-in top bar (docs/product.md#layout): the current route's name, the notifications bell
 * (decision 058), the language switch and the user dropdown.
 */
export function TopBar({ fullName, email, bell, onMenuClick, menuOpen }: TopBarProps) {
  const t = useT();
  return (
    <header className={styles.topBar}>
      <IconButton
        className={styles.menuButton}
        aria-label={t('Abrir menu')}
        aria-expanded={menuOpen}
        onClick={onMenuClick}
      >
        <Icon path={MENU_ICON} />
      </IconButton>
      <div className={styles.crumbs}>
        <Breadcrumb />
      </div>
      {bell ? <NotificationBell initial={bell} /> : null}
      <LanguageSwitch />
      <UserMenu fullName={fullName} email={email} />
    </header>
  );
}
