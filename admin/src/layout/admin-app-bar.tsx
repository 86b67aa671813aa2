import NotificationsIcon from '@mui/icons-material/Notifications';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import { Link as RouterLink } from 'react-router-dom';
import { Box, ListItemIcon, ListItemText, MenuItem, type SxProps, type Theme } from '@mui/material';
import {
  AppBar,
  AppBarClasses,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useBasename,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { NotificationBell } from '../notifications/notification-bell.tsx';

/** A plain link: the storefront lives outside this router's /admin basename. */
function BackToSiteItem() {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href="/">
      <ListItemIcon>
        <OpenInBrowserIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('Voltar ao site')}</ListItemText>
    </MenuItem>
  );
}

/** The admin's e-mail preferences (decision 059), also linked from the bell's panel. */
function NotificationPreferencesItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component={RouterLink}
      to={`${basename}/notification-preferences`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <NotificationsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('Preferências de notificação')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The notifications' bell (decision 059), then react-admin's own toolbar (language, light/dark, loading), except that the loading spinner gets a
 * name: react-admin passes extra props to its progressbar, which has none (axe: aria-progressbar-name).
 */
function AdminToolbar() {
  const translate = useTranslate();
  const spinnerName = { 'aria-label': translate('Carregando') } as object;
  return (
    <>
      <NotificationBell />
      <Box component="span" sx={compactOnPhones}>
        <LocalesMenuButton />
      </Box>
      <ToggleThemeButton />
      <LoadingIndicator {...spinnerName} />
    </>
  );
}

/**
 * On a phone the language button keeps only its icon: its name ("Português") stays in the markup for
 * screen readers (font-size 0 rather than hidden), and the page title gets the room.
 */
const compactOnPhones: SxProps<Theme> = (theme) => ({
  display: 'inline-flex',
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 40 },
    '& .MuiButton-startIcon': { m: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

/** On a phone the title wraps onto a second line instead of being cut off behind the buttons. */
const titleWrapsOnPhones: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& #react-admin-title': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      fontSize: '1rem',
      lineHeight: 1.25,
    },
  },
});

/**
 * react-admin's bar (title, language menu, light/dark switch) with a way back to the site. The page title
 * react-admin writes into the bar is the page's one `h1` (axe: page-has-heading-one); screens with a
 * heading of their own in the content use `h2` for it (decision 048).
 */
export function AdminAppBar() {
  return (
    <AppBar
      sx={titleWrapsOnPhones}
      toolbar={<AdminToolbar />}
      userMenu={
        <UserMenu>
          <NotificationPreferencesItem />
          <BackToSiteItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal component="h1" variant="h6" className={AppBarClasses.title} />
    </AppBar>
  );
}
