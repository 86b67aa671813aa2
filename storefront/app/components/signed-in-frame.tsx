import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CurrentSession } from '../utils/session.server.ts';
import { useFocusWhenLost } from '../utils/use-focus-when-lost.ts';
import type { BellState } from './notifications/notifications.server.ts';
import { useT } from '../utils/i18n.ts';
import styles from './shell.module.css';
import { SideMenu } from './side-menu.tsx';
import { needsSubscriptionDialog, SubscriptionDialog } from './subscription-dialog.tsx';
import { TopBar } from './top-bar.tsx';
import { useBusy } from './ui/progress-bar.tsx';

/** Only non-secret session facts reach the browser: never the token or anything secret. */
export const sessionFacts = ({ session, full_name, current_user }: CurrentSession) => ({
  fullName: full_name,
  user: session.user,
  subscription: session.subscription,
  profile: current_user,
});

export type AppSession = ReturnType<typeof sessionFacts>;

/** A frame without the layout's count (the 404 page): the bell asks at once, then every 30 s. */
const UNKNOWN_BELL: BellState = { unread: null, pollSeconds: 30 };

/**
 * The signed-in frame (menu, top bar, main region): around every page of the app layout, and around
 * the 404 page when the visitor is signed in, so an unknown address keeps the menu and the way back.
 */
export function SignedInFrame({
  facts,
  bell,
  children,
}: {
  facts: AppSession;
  /** The layout's unread count; absent (the 404 page), the bell asks on its own. */
  bell?: BellState | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const { pathname, key } = useLocation();
  // A form that leads to another page (a product created, say) takes its button away: the keyboard
  // goes on from the new page's content rather than from the top of the document.
  useFocusWhenLost('conteudo', key, { fallback: true });
  const [menuOpen, setMenuOpen] = useState(false);
  // Only a page change makes the content stale; in-place actions announce their own results.
  const loading = useBusy({ fetchers: false });
  const { user, subscription, fullName } = facts;
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
          // Admins hear about the platform in the console's bell (/admin), not here.
          bell={user.role === 'admin' ? null : (bell ?? UNKNOWN_BELL)}
          menuOpen={menuOpen}
          onMenuClick={() => setMenuOpen(true)}
        />
        <main
          id="conteudo"
          tabIndex={-1}
          aria-busy={loading || undefined}
          className={`container container-lg ${styles.main}`}
        >
          {needsSubscriptionDialog(user.role, subscription.active, pathname) ? <SubscriptionDialog /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}
