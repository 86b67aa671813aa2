import { createTheme } from '@mui/material/styles';
import { COLORS } from '@ponte/shared/constants';

/**
 * The spec's colours (DESIGN §9), made readable: white on the spec's #569195 is only 3.6:1, so the
 * primary used for text and filled buttons is a darker shade of it (5.8:1, WCAG AA) and the spec's
 * teal stays as the light tone. MUI's warning orange (#ed6c02) carries white text at only 3.1:1, so
 * `warning` is a darker amber (5.0:1) wherever it is filled (a pending subscription's chip, say).
 * `@ponte/shared/constants` keeps zod out of the bundle.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#3b6d70', light: COLORS.confirm, dark: '#2c5356', contrastText: '#fff' },
    error: { main: COLORS.cancel, contrastText: '#fff' },
    warning: { main: '#b45309', light: '#ed6c02', dark: '#8a4b00', contrastText: '#fff' },
  },
  // Labels are shown as the spec writes them ("Entrar", "Sair"), not upper-cased.
  typography: { button: { textTransform: 'none' } },
});
