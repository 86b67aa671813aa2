import { useT } from '../utils/i18n.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './shell.module.css';
import { IconButton } from './ui/button.tsx';
import { Icon } from './ui/icon.tsx';
import { UserMenu } from './user-menu.tsx';

const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

interface TopBarProps {
  fullName: string;
  email: string;
  /** Opens the side menu's drawer on a phone. */
  onMenuClick: () => void;
  menuOpen: boolean;
}

/** The signed-in top bar (docs/product.md#layout): the current route's name, the language switch and the user dropdown. */
export function TopBar({ fullName, email, onMenuClick, menuOpen }: TopBarProps) {
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
      <LanguageSwitch />
      <UserMenu fullName={fullName} email={email} />
    </header>
  );
}
