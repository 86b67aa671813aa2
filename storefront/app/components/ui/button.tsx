import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { cx } from './cx.ts';

export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ButtonColor = 'primary' | 'error' | 'success' | 'warning' | 'info' | 'inherit';
export type ButtonSize = 'small' | 'medium' | 'large';

/** The look props every button form shares, named as MUI's `<Button>` so converted code reads the same. */
export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  color?: ButtonColor | undefined;
  size?: ButtonSize | undefined;
  fullWidth?: boolean | undefined;
  /** An icon before the label (an `<Icon>`, say). */
  startIcon?: ReactNode;
}

/** The class list of a button with this look: for elements that are not one of the components below. */
export function buttonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth }: Omit<ButtonLook, 'startIcon'>,
  className?: string,
): string {
  return cx(
    styles.button,
    variant !== 'text' && styles[variant],
    color !== 'primary' && styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    className,
  );
}

const content = (startIcon: ReactNode, children: ReactNode) =>
  startIcon ? (
    <>
      <span className={styles.icon} aria-hidden>
        {startIcon}
      </span>
      {children}
    </>
  ) : (
    children
  );

export type ButtonProps = ButtonLook & ComponentPropsWithRef<'button'>;

/** A `<button>` (type "button" unless told otherwise: inside a form only the submit button submits). */
export function Button({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, color, size, fullWidth }, className)} {...props}>
      {content(startIcon, children)}
    </button>
  );
}

export type ButtonLinkProps = ButtonLook & LinkProps;

/** A router link that looks like a button (MUI's `<Button component={RouterLink} to=…>`). */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, color, size, fullWidth }, className)} {...props}>
      {content(startIcon, children)}
    </Link>
  );
}

export type ButtonAnchorProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain `<a href>` that looks like a button: a full page load (another app such as /admin). */
export function ButtonAnchor({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  children,
  ...props
}: ButtonAnchorProps) {
  return (
    <a className={buttonClass({ variant, color, size, fullWidth }, className)} {...props}>
      {content(startIcon, children)}
    </a>
  );
}

export type IconButtonProps = ComponentPropsWithRef<'button'> & {
  /** Required: an icon-only button is named by its label. */
  'aria-label': string;
  size?: 'small' | 'medium' | undefined;
};

/** A round button holding only an icon (MUI's IconButton). */
export function IconButton({ size = 'medium', className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.iconButton, size === 'small' && styles.iconButtonSmall, className)}
      {...props}
    />
  );
}
