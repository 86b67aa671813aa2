import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx.ts';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** The input's id; also names its label and helper text. Defaults to `name`. */
  id?: string | undefined;
  label?: ReactNode;
  /** A hint under the field, or its error message when `error` is set. */
  helperText?: ReactNode;
  error?: boolean | undefined;
  size?: 'small' | 'medium' | undefined;
  /** A native `<select>`; the `<option>`s are the children (MUI's `select` with `native`). */
  select?: boolean | undefined;
  /** A `<textarea>` with `rows` lines (MUI's `multiline`). */
  multiline?: boolean | undefined;
  rows?: number | undefined;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** The wrapper's class (the input takes the other props). */
  className?: string | undefined;
  ref?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement> | undefined;
  children?: ReactNode;
}

/**
 * A labelled input with its helper or error text (MUI's outlined TextField): a real `<label for>`, the
 * helper tied by `aria-describedby`, `aria-invalid` on error. Every other prop goes to the input, so it
 * is a plain named form field that works without JavaScript.
 */
export function TextField({
  id,
  name,
  label,
  helperText,
  error,
  size,
  select,
  multiline,
  rows,
  startAdornment,
  endAdornment,
  className,
  required,
  disabled,
  children,
  ...input
}: TextFieldProps) {
  const inputId = id ?? name;
  const helperId = helperText && inputId ? `${inputId}-helper-text` : undefined;
  const common = {
    id: inputId,
    name,
    required,
    disabled,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': helperId,
  };
  let control: ReactNode;
  if (select) {
    control = (
      <select {...common} {...(input as SelectHTMLAttributes<HTMLSelectElement>)}>
        {children}
      </select>
    );
  } else if (multiline) {
    control = (
      <textarea {...common} rows={rows ?? 3} {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
    );
  } else {
    control = <input {...common} {...input} />;
  }
  return (
    <div
      className={cx(
        styles.field,
        size === 'small' && styles.small,
        error && styles.error,
        disabled && styles.disabled,
        className,
      )}
    >
      {label ? (
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required ? (
            <span aria-hidden className={styles.asterisk}>
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <div className={styles.control}>
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        {control}
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A native checkbox inside its label (MUI's FormControlLabel + Checkbox). */
export function Checkbox({ label, className, disabled, ...input }: CheckProps) {
  return (
    <label className={cx(styles.check, disabled && styles.disabled, className)}>
      <input type="checkbox" disabled={disabled} {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A native radio inside its label (MUI's FormControlLabel + Radio). */
export function Radio({ label, className, disabled, ...input }: CheckProps) {
  return (
    <label className={cx(styles.check, disabled && styles.disabled, className)}>
      <input type="radio" disabled={disabled} {...input} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A group of radios or checkboxes named by its legend (MUI's FormControl + FormLabel + RadioGroup):
 * a `<fieldset>`, so screen readers announce the question with each option. With an `id` the helper
 * text describes the group; `radios` makes it a radiogroup, which `error` marks invalid.
 */
export function ChoiceGroup({
  id,
  legend,
  row,
  radios,
  helperText,
  error,
  className,
  children,
}: {
  id?: string | undefined;
  legend: ReactNode;
  row?: boolean | undefined;
  radios?: boolean | undefined;
  helperText?: ReactNode;
  error?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const helperId = helperText && id ? `${id}-helper-text` : undefined;
  return (
    <fieldset
      id={id}
      role={radios ? 'radiogroup' : undefined}
      aria-invalid={radios && error ? true : undefined}
      aria-describedby={helperId}
      className={cx(styles.fieldset, error && styles.error, className)}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.options, row && styles.optionsRow)}>{children}</div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </fieldset>
  );
}
