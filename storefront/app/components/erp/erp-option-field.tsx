import type { ConfigValue } from '@ponte/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';

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
      <FormControl error={Boolean(messages?.length)}>
        <FormControlLabel
          control={
            <Checkbox
              id={option.code}
              name={option.code}
              value="true"
              defaultChecked={value === 'true'}
              slotProps={{ input: { 'aria-describedby': helpId } }}
            />
          }
          label={option.name}
        />
        <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 4 }}>
          {[option.description, ...(messages ?? [])].filter(Boolean).join(' ')}
        </FormHelperText>
      </FormControl>
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
      fullWidth
      error={Boolean(messages?.length)}
      helperText={messages?.length ? messages.join(' ') : option.description}
      slotProps={{ htmlInput: option.type === 'number' ? { inputMode: 'numeric' } : {} }}
    />
  );
}
