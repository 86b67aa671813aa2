import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { COLORS } from '@ponte/shared/constants';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { takeStaticLogin } from './static-login.ts';

/**
 * index.html's static login form was removed as this page committed (static-login.ts): what the visitor
 * typed there and the field they were in carry over, and a submit made there is made here.
 */
function TakeOverStaticLogin() {
  const { setValue, setFocus } = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const typed = takeStaticLogin();
    if (!typed) return;
    // After the commit's other effects: react-admin's form sets its initial values in its own effects,
    // which run after this child's and would clear values set now. No cleanup on purpose: React's
    // development double-run of effects would otherwise drop what only the first run could take.
    setTimeout(() => {
      const form = anchor.current?.closest('form');
      if (!form) return;
      if (typed.email) setValue('email', typed.email, { shouldDirty: true });
      if (typed.password) setValue('password', typed.password, { shouldDirty: true });
      if (typed.focused) setFocus(typed.focused);
      if (typed.submitted) form.requestSubmit();
    });
  }, [setValue, setFocus]);
  return <span ref={anchor} hidden />;
}

/** react-admin's login, asking for the e-mail the API expects, in the Ponte greens. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login
      sx={{
        backgroundImage: `radial-gradient(circle at 50% 14em, ${COLORS.confirm} 0%, ${COLORS.adminNav} 60%, ${COLORS.adminNav} 100%)`,
      }}
    >
      {/* The page's one landmark (axe: landmark-one-main, region); a plain block, so nothing moves. */}
      <Box component="main">
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
          <TakeOverStaticLogin />
        </LoginForm>
      </Box>
    </Login>
  );
}
