import type { CSSProperties } from 'react';
import { cx } from './cx.ts';
import styles from './surfaces.module.css';

/** A spinning circle (MUI's CircularProgress): a `progressbar` named by `aria-label`. */
export function Spinner({
  size = 40,
  className,
  'aria-label': label,
}: {
  size?: number;
  className?: string;
  'aria-label': string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cx(styles.spinner, className)}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 12)) }}
    />
  );
}

/** A bar (MUI's LinearProgress): indeterminate, or `value` 0–100. */
export function LinearProgress({
  value,
  className,
  'aria-label': label,
}: {
  value?: number | undefined;
  className?: string | undefined;
  'aria-label': string;
}) {
  const determinate = value !== undefined;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(value) : undefined}
      className={cx(styles.linear, determinate && styles.linearValue, className)}
      style={determinate ? ({ '--value': `${value}%` } as CSSProperties) : undefined}
    />
  );
}
