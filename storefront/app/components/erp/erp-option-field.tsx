import type { ConfigValue } from '@ponte/shared';
import { cx } from '../ui/cx.ts';
import { Checkbox, TextField } from '../ui/text-field.tsx';
import styles from './erp-option-field.module.css';

const INPUT_TYPES: Record<ConfigValue['type'], string> = {
  string: 'text',
  number: 'text',
  email: 'email',
  url: 'url',
  boolean: 'checkbox',
};

export interface ErpOptionFieldProps {
  option: ConfigValue;
  /** The value to show: the submitted one after a refused save, else the stored one. */
  value: string;
  errors: Record<string, string[]> | undefined;
}

/** One of the supplier's own options (a user-scope config param), named and described by the API. */
export function ErpOptionField({ option, value, errors }: ErpOptionFieldProps) {
  const messages = errors?.[option.code];
  const helpId = `${option.code}-help`;
  if (option.type === 'boolean') {
    return (
      <div className={styles.option}>
        <Checkbox
          id={option.code}
          name={option.code}
          value="true"
          defaultChecked={value === 'true'}
          aria-describedby={helpId}
          aria-invalid={messages?.length ? true : undefined}
          label={option.name}
        />
        <p id={helpId} className={cx(styles.help, Boolean(messages?.length) && styles.error)}>
          {[option.description, ...(messages ?? [])].filter(Boolean).join(' ')}
        </p>
      </div>
    );
  }
  // The description is the helper text; a refusal's message takes its place until the next save.
  return (
    <TextField
      id={option.code}
      name={option.code}
      type={INPUT_TYPES[option.type]}
      label={option.name}
      defaultValue={value}
      error={Boolean(messages?.length)}
      helperText={messages?.length ? messages.join(' ') : option.description}
      inputMode={option.type === 'number' ? 'numeric' : undefined}
    />
  );
}
