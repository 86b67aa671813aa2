import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from './cx.ts';

type Gap = 0 | 0.5 | 1 | 1.5 | 2 | 3 | 4;
type Tag =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'li'
  | 'nav'
  | 'header'
  | 'footer'
  | 'form'
  | 'dl'
  | 'span'
  | 'article'
  | 'main'
  | 'aside';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** 'row', 'column' (default), or a column that becomes a row from `sm` (600px) or `md` (900px). */
  direction?: 'row' | 'column' | { xs: 'column'; sm: 'row' } | { xs: 'column'; md: 'row' } | undefined;
  /** Gap in spacing units of 8px (MUI's `spacing`). */
  spacing?: Gap | undefined;
  align?: 'center' | 'start' | 'end' | 'baseline' | undefined;
  /** `align` from the breakpoint where a responsive direction turns into a row. */
  alignWhenRow?: 'center' | undefined;
  justify?: 'between' | 'center' | 'end' | undefined;
  wrap?: boolean | undefined;
  component?: Tag | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

const gapClass = (gap: Gap | undefined) => (gap ? `gap-${String(gap).replace('.', '_')}` : undefined);

/** A flex column or row with the spacing scale (MUI's Stack), as global utility classes. */
export function Stack({
  direction = 'column',
  spacing,
  align,
  alignWhenRow,
  justify,
  wrap,
  component = 'div',
  className,
  ...props
}: StackProps) {
  const responsive = typeof direction === 'object' ? ('sm' in direction ? 'sm' : 'md') : undefined;
  return createElement(component, {
    className: cx(
      direction === 'row' ? 'row' : 'stack',
      responsive && `${responsive}-row`,
      responsive && alignWhenRow && `${responsive}-items-${alignWhenRow}`,
      gapClass(spacing),
      align && `items-${align}`,
      justify && `justify-${justify}`,
      wrap && 'wrap',
      className,
    ),
    ...props,
  });
}
