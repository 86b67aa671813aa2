import { TextField, type TextFieldProps } from './ui/text-field.tsx';

export type FormFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText'> & {
  name: string;
  /** The failed submission's field errors (the API's `errors` shape); this field shows its own. */
  errors?: Record<string, string[]> | undefined;
};

/** A plain named input (works without JavaScript) showing the server's messages for its field. */
export function FormField({ name, errors, ...props }: FormFieldProps) {
  const messages = errors?.[name];
  return (
    <TextField
      id={name}
      name={name}
      error={Boolean(messages?.length)}
      helperText={messages?.join(' ')}
      {...props}
    />
  );
}
