import Container from '@mui/material/Container';
import { Outlet, useRouteLoaderData } from 'react-router';
import { TopBar } from '../components/top-bar.tsx';
import { requireSession } from '../utils/session.server.ts';
import type { Route } from './+types/app-layout';

/**
 * The signed-in frame around every page that shows user data (DESIGN §9): the session is required here
 * once, and pages read it with `useAppSession()` instead of asking the API again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, full_name, current_user } = await requireSession(request, context);
  // Only non-secret session facts reach the browser (DESIGN §4).
  return {
    fullName: full_name,
    user: session.user,
    subscription: session.subscription,
    profile: current_user,
  };
}

export type AppSession = Awaited<ReturnType<typeof loader>>;

/** The session of the enclosing layout (pages under it always have one). */
export function useAppSession(): AppSession {
  return useRouteLoaderData<typeof loader>('routes/app-layout')!;
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TopBar fullName={loaderData.fullName} />
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </>
  );
}
