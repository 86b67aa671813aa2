import { Box, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import PeopleIcon from '@mui/icons-material/People';
import { Link, Title, useGetIdentity, useTranslate } from 'react-admin';

/** The admin's home: who is signed in, and the ways out of here. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const email = typeof identity?.email === 'string' ? identity.email : '';

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Card component="section" aria-labelledby="dashboard-welcome">
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {translate('Painel administrativo')}
          </Typography>
          <Typography id="dashboard-welcome" variant="h5" component="h1" gutterBottom>
            {isPending || !identity ? (
              <Skeleton width="40%" />
            ) : (
              translate('Olá, %{name}', { name: identity.fullName ?? '' })
            )}
          </Typography>
          <Typography variant="body1">{translate('Você está no painel administrativo da Ponte.')}</Typography>
          {email && (
            <Typography variant="body2" color="text.secondary">
              {translate('Conectado como %{email}', { email })}
            </Typography>
          )}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button component={Link} to="/clients" variant="contained" startIcon={<PeopleIcon />}>
            {translate('Clientes')}
          </Button>
          {/* A plain link: the storefront lives outside this router's /admin basename. */}
          <Button href="/" variant="outlined" startIcon={<OpenInBrowserIcon />}>
            {translate('Voltar ao site')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
