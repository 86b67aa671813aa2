import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
} from 'react-admin';

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

/**
 * react-admin's own toolbar (language, light/dark, loading), except that the loading spinner gets a
 * name: react-admin passes extra props to its progressbar, which has none (axe: aria-progressbar-name).
 */
function AdminToolbar() {
  const translate = useTranslate();
  const spinnerName = { 'aria-label': translate('Carregando') } as object;
  return (
    <>
      <LocalesMenuButton />
      <ToggleThemeButton />
      <LoadingIndicator {...spinnerName} />
    </>
  );
}

/** react-admin's bar (title, language menu, light/dark switch) with a way back to the site. */
export function AdminAppBar() {
  return (
    <AppBar
      toolbar={<AdminToolbar />}
      userMenu={
        <UserMenu>
          <BackToSiteItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
