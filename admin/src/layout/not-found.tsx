import { Box, Typography } from '@mui/material';
import { Button, Title, useAuthenticated, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * The console's unknown address (react-admin's `catchAll`, inside the layout): react-admin's own page
 * keeps the console's name in the app bar, so the tab would not say what is open. This one is titled
 * "Página não encontrada" like the site's 404, and offers the way back.
 */
export function NotFound() {
  useAuthenticated();
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = translate('ra.page.not_found');
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" label="ra.action.back" onClick={() => navigate(-1)} />
    </Box>
  );
}
