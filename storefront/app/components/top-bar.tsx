import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import { useT } from '../utils/i18n.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './user-menu.tsx';

const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

interface TopBarProps {
  fullName: string;
  email: string;
  /** Opens the side menu's drawer on a phone. */
  onMenuClick: () => void;
  menuOpen: boolean;
}

/** The signed-in top bar (spec §2): the current route's name, the language switch and the user dropdown. */
export function TopBar({ fullName, email, onMenuClick, menuOpen }: TopBarProps) {
  const t = useT();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
        <IconButton
          edge="start"
          aria-label={t('Abrir menu')}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <SvgIcon>
            <path d={MENU_ICON} />
          </SvgIcon>
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Breadcrumb />
        </Box>
        <LanguageSwitch />
        <UserMenu fullName={fullName} email={email} />
      </Toolbar>
    </AppBar>
  );
}
