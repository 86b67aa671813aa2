import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from './cx.ts';
import styles from './surfaces.module.css';

export interface PaperProps extends HTMLAttributes<HTMLElement> {
  /** 2 → 16px, 3 → 24px, 'responsive' → 16px on a phone and 24px from 600px (the former `p: { xs: 2, sm: 3 }`). */
  padding?: 2 | 3 | 'responsive' | undefined;
  component?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'details' | 'form' | undefined;
  /** For `component="details"`. */
  open?: boolean | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

const PADDING = { 2: styles.pad2, 3: styles.pad3, responsive: styles.padResponsive } as const;

/** An outlined white surface (MUI's `<Paper variant="outlined">` and `<Card variant="outlined">`). */
export function Paper({ padding, component = 'div', className, ...props }: PaperProps) {
  return createElement(component, {
    className: cx(styles.paper, padding && PADDING[padding], className),
    ...props,
  });
}
