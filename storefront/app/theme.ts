import { createTheme } from '@mui/material/styles';
import { COLORS } from '@ponte/shared/constants';

/**
 * The spec's confirm and cancel colours (DESIGN §9); `@ponte/shared/constants` keeps zod out of the bundle.
 * White on #569195 is only 3.6:1, so text on it is near-black (5.9:1) and text drawn in the primary
 * colour uses a darker shade (WCAG AA), as in the admin.
 */
export const theme = createTheme({
  palette: {
    primary: { main: COLORS.confirm, dark: '#3b6d70', contrastText: '#0b1f20' },
    error: { main: COLORS.cancel, contrastText: '#fff' },
  },
  // Labels are shown as the spec writes them ("Entrar", "Sair"), not upper-cased.
  typography: { button: { textTransform: 'none' } },
});
