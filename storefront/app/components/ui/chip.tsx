import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './surfaces.module.css';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const COLOR: Record<ChipColor, string | undefined> = {
  default: undefined,
  primary: styles.chipPrimary,
  success: styles.chipSuccess,
  warning: styles.chipWarning,
  error: styles.chipError,
  info: styles.chipInfo,
};

export interface ChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: ReactNode;
  size?: 'small' | 'medium' | undefined;
  variant?: 'filled' | 'outlined' | undefined;
  color?: ChipColor | undefined;
}

/** A short label in a pill (MUI's Chip, not clickable): one `<span>`. */
export function Chip({
  label,
  size = 'medium',
  variant = 'filled',
  color = 'default',
  className,
  ...props
}: ChipProps) {
  return (
    <span
      className={cx(
        styles.chip,
        size === 'small' && styles.chipSmall,
        variant === 'outlined' && styles.chipOutlined,
        COLOR[color],
        className,
      )}
      {...props}
    >
      {label}
    </span>
  );
}
