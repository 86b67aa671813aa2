import {
  useCallback,
  useState,
  type AnchorHTMLAttributes,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, useNavigation, type LinkProps } from 'react-router';
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
function buttonClass(
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

export type ButtonProps = ButtonLook &
  ComponentPropsWithRef<'button'> & {
    /**
     * Working on it: a spinner over the label (kept, invisible, so the width does not jump) and clicks
     * ignored. `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus to the page.
     * A submit button without it follows the router's navigation for its own form (`useSubmitPending`).
     */
    pending?: boolean | undefined;
  };

/** A `<button>` (type "button" unless told otherwise: inside a form only the submit button submits). */
export function Button(props: ButtonProps) {
  // A separate component, so only submit buttons subscribe to the navigation.
  if (props.type === 'submit' && props.pending === undefined) return <NavigationSubmitButton {...props} />;
  return <PlainButton {...props} />;
}

function PlainButton({
  variant,
  color,
  size,
  fullWidth,
  startIcon,
  className,
  type = 'button',
  pending = false,
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, color, size, fullWidth }, cx(pending && styles.pending, className))}
      {...props}
      aria-disabled={pending || props['aria-disabled'] || undefined}
      // Also stops Enter in a field of the form (implicit submission clicks the default button).
      onClick={pending ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
    >
      {content(startIcon, children)}
    </button>
  );
}

function NavigationSubmitButton({ ref, ...props }: ButtonProps) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const pending = useSubmitPending(button);
  // Stable, so React does not detach and re-attach it (setting the state twice) on every render.
  const attach = useCallback(
    (element: HTMLButtonElement | null) => {
      setButton(element);
      setRef(ref, element);
    },
    [ref],
  );
  return (
    <PlainButton
      {...props}
      // Callers disable their buttons while the page submits; on the one submitting, pending says it
      // and, unlike `disabled`, keeps the keyboard focus on it.
      disabled={pending ? false : props.disabled}
      pending={pending}
      ref={attach}
    />
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Whether the router is submitting (or loading after submitting) the form of this submit button. */
function useSubmitPending(button: HTMLButtonElement | null): boolean {
  const navigation = useNavigation();
  return button !== null && navigation.state !== 'idle' && submittedBy(button, navigation);
}

/**
 * The router does not say which form it submits: the one posting to the same path with the same
 * method, whose named submit button (when it has a name) and hidden fields are those submitted.
 */
export function submittedBy(
  button: HTMLButtonElement,
  navigation: Pick<ReturnType<typeof useNavigation>, 'formData' | 'formAction' | 'formMethod'>,
): boolean {
  const { formData, formAction, formMethod } = navigation;
  const form = button.form;
  if (!formData || !formAction || !formMethod || !form) return false;
  if (formMethod.toLowerCase() !== (form.getAttribute('method') ?? 'get').toLowerCase()) return false;
  if (new URL(form.action, document.baseURI).pathname !== new URL(formAction, document.baseURI).pathname) {
    return false;
  }
  if (button.name && formData.get(button.name) !== button.value) return false;
  for (const [name, value] of formData) {
    const field = form.elements.namedItem(name);
    if (!field && name !== button.name) return false;
    if (field instanceof HTMLInputElement && field.type === 'hidden' && field.value !== value) return false;
  }
  return true;
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
