import { useState } from 'react';
import { data, Outlet, redirect, useLocation, useRouteLoaderData } from 'react-router';
import styles from '../components/shell.module.css';
import { SideMenu } from '../components/side-menu.tsx';
import { needsSubscriptionDialog, SubscriptionDialog } from '../components/subscription-dialog.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { readCookie } from '../utils/cookies.server.ts';
import { useT } from '../utils/i18n.ts';
import { requireSession, type CurrentSession } from '../utils/session.server.ts';
import type { Route } from './+types/app-layout';

/**
 * The `subscription.active` this browser last saw, as `{user id}.{1|0}`. Spec §4: when the current-user
 * answer's flag differs from the stored one, the session is replaced and the app goes to `/`. A cookie
 * (not sessionStorage) so the layout loader decides on the server, before any page renders, with or
 * without JavaScript. It holds nothing secret (DESIGN §4) and only the server reads it, hence httpOnly.
 */
export const ACTIVE_FLAG_COOKIE = 'ponte_active';

const activeFlag = ({ session }: CurrentSession) =>
  `${session.user.id}.${session.subscription.active ? 1 : 0}`;

function activeFlagCookie(request: Request, flag: string) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${ACTIVE_FLAG_COOKIE}=${flag}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** Only non-secret session facts reach the browser (DESIGN §4). */
const sessionFacts = ({ session, full_name, current_user }: CurrentSession) => ({
  fullName: full_name,
  user: session.user,
  subscription: session.subscription,
  profile: current_user,
});

/**
 * The signed-in frame around every page that shows user data (DESIGN §9): the session is required here
 * once, and pages read it with `useAppSession()` instead of asking the API again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await requireSession(request, context);
  const facts = sessionFacts(current);
  const flag = activeFlag(current);
  const seen = readCookie(request, ACTIVE_FLAG_COOKIE);
  if (seen === flag) return facts;

  const headers = { 'Set-Cookie': activeFlagCookie(request, flag) };
  // Another person's flag (a new login) is just replaced; the same person's changed flag sends them home.
  const sameUser = seen?.split('.')[0] === String(current.session.user.id);
  if (sameUser && new URL(request.url).pathname !== '/') throw redirect('/', { headers });
  return data(facts, { headers });
}

export type AppSession = ReturnType<typeof sessionFacts>;

/** The session of the enclosing layout (pages under it always have one). */
export function useAppSession(): AppSession {
  return useRouteLoaderData<typeof loader>('routes/app-layout')!;
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, subscription, fullName } = loaderData;
  return (
    <div className={styles.frame}>
      <a href="#conteudo" className={styles.skip}>
        {t('Pular para o conteúdo')}
      </a>
      <SideMenu role={user.role} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className={styles.column}>
        <TopBar
          fullName={fullName}
          email={user.email}
          menuOpen={menuOpen}
          onMenuClick={() => setMenuOpen(true)}
        />
        <main id="conteudo" tabIndex={-1} className={`container container-lg ${styles.main}`}>
          {needsSubscriptionDialog(user.role, subscription.active, pathname) ? <SubscriptionDialog /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
