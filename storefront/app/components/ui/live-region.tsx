import type { ReactNode } from 'react';
import { Alert, type Severity } from './alert.tsx';
import { cx } from './cx.ts';
import styles from './live-region.module.css';

export interface LiveRegionProps {
  /** `alert` (assertive: a failure) or `status` (polite: a result); fixed for the region's life. */
  role?: 'alert' | 'status';
  id?: string | undefined;
  className?: string | undefined;
  /** The message, or nothing; give an `Alert` inside `role="none"` so the roles do not nest. */
  children?: ReactNode;
}

/**
 * A live region that is in the page before its message (decision 060): screen readers announce changes
 * inside a region they already know, and may say nothing of a `role="status"` inserted with its text. So
 * the region is always rendered, empty when there is nothing to say, and only its content changes.
 */
export function LiveRegion({ role = 'status', id, className, children }: LiveRegionProps) {
  return (
    <div
      id={id}
      role={role}
      aria-live={role === 'alert' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cx(styles.region, className)}
    >
      {children}
    </div>
  );
}

/**
 * An `Alert` in its own stable region: the region is there, empty, while `children` is empty, and says
 * the message when it comes. Failures (error, warning) are `alert`, results (success, info) `status`.
 */
export function LiveAlert({
  severity,
  role,
  id,
  children,
}: {
  severity: Severity;
  role?: 'alert' | 'status';
  id?: string | undefined;
  children?: ReactNode;
}) {
  const region = role ?? (severity === 'error' || severity === 'warning' ? 'alert' : 'status');
  return (
    <LiveRegion role={region} id={id}>
      {children ? (
        <Alert severity={severity} role="none">
          {children}
        </Alert>
      ) : null}
    </LiveRegion>
  );
}
