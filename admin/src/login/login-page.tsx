import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { COLORS } from '@ponte/shared/constants';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** react-admin's login, asking for the e-mail the API expects, in the Ponte greens. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login
      sx={{
        backgroundImage: `radial-gradient(circle at 50% 14em, ${COLORS.confirm} 0%, ${COLORS.adminNav} 60%, ${COLORS.adminNav} 100%)`,
      }}
    >
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 2 }}>
        {translate('Painel administrativo')}
      </Typography>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          type="email"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.person.email } }}
          label="ra.auth.email"
          autoComplete="email"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.person.password } }}
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
}
