import { createTheme } from '@mui/material/styles';
import { COLORS } from '@ponte/shared/constants';

/** The spec's confirm and cancel colours (DESIGN §9); `@ponte/shared/constants` keeps zod out of the bundle. */
export const theme = createTheme({
  palette: {
    primary: { main: COLORS.confirm, contrastText: '#fff' },
    error: { main: COLORS.cancel },
  },
  // Labels are shown as the spec writes them ("Entrar", "Sair"), not upper-cased.
  typography: { button: { textTransform: 'none' } },
});
