import styles from './kpi-card.module.css';
import { Paper } from './ui/paper.tsx';

/** One headline figure of the dashboard: what it counts, then the value. */
export function KpiCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper component="section" aria-label={label} className={styles.card}>
      <h2 className={styles.label}>{label}</h2>
      <p className={styles.value}>{value}</p>
    </Paper>
  );
}
