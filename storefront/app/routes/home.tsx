import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { t, useT } from '../utils/i18n.ts';
import { ROLE_LABELS } from '../utils/labels.ts';
import { requireSession } from '../utils/session.server.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: `${t('Dashboard')} · Ponte` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, full_name } = await requireSession(request, context);
  // Only what the page shows goes to the browser.
  return { fullName: full_name, role: session.user.role, subscription: session.subscription };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { fullName, role, subscription } = loaderData;
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h4">
          {t('Olá, {name}', { name: fullName })}
        </Typography>
        <Typography color="text.secondary">
          {t('Tipo de conta')}: {t(ROLE_LABELS[role])}
        </Typography>
      </div>
      <SubscriptionCard subscription={subscription} />
      {role === 'admin' ? (
        // The admin is another app on the same host: a full page load, not a router navigation.
        <Button href="/admin" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t('Painel administrativo')}
        </Button>
      ) : null}
    </Stack>
  );
}
