import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Form, Link as RouterLink } from 'react-router';
import { useT } from '../utils/i18n.ts';

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
 * Spec §2 user dropdown: the full name and Sair. Sair is a POST to /logout (no GET logs anyone out); the
 * menu item submits a form kept outside the menu's popup, and without JavaScript a plain button does it.
 */
export function UserMenu({ fullName, email }: { fullName: string; email: string }) {
  const t = useT();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const open = Boolean(anchor);
  const logoutForm = `${id}-logout`;
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-label={fullName}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, minWidth: 0 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>
          {initials(fullName)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 220 }}>
          <Typography component="span" noWrap sx={{ display: 'block' }}>
            {fullName}
          </Typography>
        </Box>
      </Button>
      <Form id={logoutForm} method="post" action="/logout" hidden />
      <noscript>
        <form method="post" action="/logout">
          <button type="submit">{t('Sair')}</button>
        </form>
      </noscript>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <ListSubheader sx={{ lineHeight: 1.5, py: 1, color: 'text.primary' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {fullName}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {email}
          </Typography>
        </ListSubheader>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <SvgIcon fontSize="small">
              <path d={PROFILE_ICON} />
            </SvgIcon>
          </ListItemIcon>
          {t('Perfil')}
        </MenuItem>
        <MenuItem component="button" type="submit" form={logoutForm} onClick={close} sx={{ width: '100%' }}>
          <ListItemIcon>
            <SvgIcon fontSize="small">
              <path d={LOGOUT_ICON} />
            </SvgIcon>
          </ListItemIcon>
          {t('Sair')}
        </MenuItem>
      </Menu>
    </>
  );
}
