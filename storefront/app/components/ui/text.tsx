import { createElement, type HTMLAttributes, type Ref } from 'react';
import { cx } from './cx.ts';

export type TextVariant =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle1'
  | 'subtitle2'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline';

export type TextTag =
  | 'p'
  | 'span'
  | 'div'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'dt'
  | 'dd'
  | 'label'
  | 'legend'
  | 'li'
  | 'strong'
  | 'small';

export type TextColor =
  'text.primary' | 'text.secondary' | 'primary' | 'error' | 'success' | 'warning' | 'inherit';

/** The element MUI's Typography picks for a variant when no `component` is given (kept: headings stay headings). */
const DEFAULT_TAG: Record<TextVariant, TextTag> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

const COLOR_CLASS: Record<TextColor, string | undefined> = {
  'text.primary': undefined,
  'text.secondary': 'text-secondary',
  primary: 'text-primary-color',
  error: 'text-error',
  success: 'text-success',
  warning: 'text-warning',
  inherit: 'text-inherit',
};

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant | undefined;
  /** The element to render (MUI's `component`). */
  component?: TextTag | undefined;
  color?: TextColor | undefined;
  gutterBottom?: boolean | undefined;
  /** One line, cut with an ellipsis. */
  noWrap?: boolean | undefined;
  align?: 'center' | 'right' | undefined;
  /** 600, as the former `sx={{ fontWeight: 600 }}`. */
  bold?: boolean | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * Text in one of the former theme's type variants (MUI's Typography): the classes live in the global
 * stylesheet, so this renders one element and no style at all.
 */
export function Text({
  variant = 'body1',
  component,
  color,
  gutterBottom,
  noWrap,
  align,
  bold,
  className,
  ...props
}: TextProps) {
  return createElement(component ?? DEFAULT_TAG[variant], {
    className: cx(
      `text-${variant}`,
      color && COLOR_CLASS[color],
      gutterBottom && 'gutter-bottom',
      noWrap && 'text-nowrap',
      align && `text-${align}`,
      bold && 'text-bold',
      className,
    ),
    ...props,
  });
}
