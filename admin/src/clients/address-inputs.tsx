import { useState, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Typography } from '@mui/material';
import {
  Button,
  HttpError,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { cepAnswer, cepFill, createCepLookup } from '@ponte/shared/cep';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { UF_LIST } from '@ponte/shared/vocabulary';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { CepInput } from '../inputs/brazilian-inputs.tsx';

const ufChoices = UF_LIST.map((uf) => ({ id: uf, name: uf }));
const postcodeText = (value: unknown) => String(value ?? '');

/**
 * The address block of a form, with the CEP lookup of `@ponte/shared/cep` (GET /v1/cep/{cep}): 8 digits
 * typed, the field left or "Buscar CEP" pressed ask once per CEP, and the answer fills street, district,
 * city and state (what it leaves empty keeps what was typed). A refusal is notified.
 */
export function AddressInputs() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PonteDataProvider>();
  const { getValues, setValue } = useFormContext();
  const [lookup] = useState(() =>
    createCepLookup({
      // The record's CEP: its address is the record's, and only "Buscar CEP" replaces it.
      initial: postcodeText(getValues('postcode')),
      ask: (cep) =>
        dataProvider.lookupCep(cep).then(
          ({ data }) => ({ found: data }),
          (error: unknown) => {
            // Anything but the API's answer (a bad body, a bug) is no answer, which the lookup says.
            if (error instanceof HttpError) return cepAnswer(error.status, error.body);
            throw error;
          },
        ),
      onFound: (found) => {
        for (const [field, value] of Object.entries(cepFill(found)))
          setValue(field, value, { shouldDirty: true, shouldValidate: true });
      },
      onRefused: (message) => notify(message, { type: 'warning' }),
    }),
  );
  const searching = useSyncExternalStore(lookup.subscribe, lookup.getState).status === 'asking';

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Endereço')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <CepInput
          source="postcode"
          onChange={(event: { target: { value: string } }) => lookup.update(event.target.value)}
          onBlur={() => lookup.update(postcodeText(getValues('postcode')))}
        />
        {/* Not `disabled` while searching: typing or leaving the CEP field starts a lookup, and Chromium takes
            the focus off a button that becomes disabled (decision 049); a press while it asks waits for it. */}
        <Button
          label="Buscar CEP"
          onClick={() => lookup.press(postcodeText(getValues('postcode')))}
          aria-disabled={searching || undefined}
          sx={{ mt: 1.5 }}
        >
          <SearchIcon />
        </Button>
        {/* Always there, empty while idle: a status inserted with its text may go unannounced (decision 060). */}
        <Typography role="status" variant="body2" sx={{ mt: 2 }}>
          {searching ? translate('Consultando CEP') : null}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '2fr 1fr' } }}>
        <TextInput source="address" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.address.address } }} />
        <TextInput source="number" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.address.number } }} />
        <TextInput
          source="complement"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.address.complement } }}
        />
        <TextInput source="district" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.address.district } }} />
        <TextInput source="city" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.address.city } }} />
        <SelectInput source="state" choices={ufChoices} translateChoice={false} />
      </Box>
    </Box>
  );
}
