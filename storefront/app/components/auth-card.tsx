import type { ReactNode } from 'react';
import styles from './auth-card.module.css';
import { Paper } from './ui/paper.tsx';
import { useBusy } from './ui/progress-bar.tsx';
import { Text } from './ui/text.tsx';

/** The bare, session-less layout (docs/product.md#layout): one centred card per page (login, register, passwords). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  // A page change (or this card's form) under way makes what it shows stale.
  const loading = useBusy({ fetchers: false });
  return (
    <main aria-busy={loading || undefined} className={`container container-xs ${styles.page}`}>
      <Text variant="h4" component="p" align="center" color="primary" className={styles.brand}>
        Ponte
      </Text>
      <Paper padding={3}>
        <Text component="h1" variant="h5" className="mb-2">
          {title}
        </Text>
        <div className="stack gap-2">{children}</div>
      </Paper>
    </main>
  );
}
