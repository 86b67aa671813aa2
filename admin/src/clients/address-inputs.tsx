import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Typography } from '@mui/material';
import { Button, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { UF_LIST } from '@ponte/shared';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { CepInput } from '../inputs/brazilian-inputs.tsx';
import { TEXT_LIMITS } from '@ponte/shared/limits';

const ufChoices = UF_LIST.map((uf) => ({ id: uf, name: uf }));
const FILLED = ['address', 'state', 'city', 'district'] as const;
const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/**
 * The address block of a form: typing a CEP and pressing "Buscar CEP" (or leaving the field with the
 * street still empty) fills street, district, city and state from GET /v1/cep/{cep}.
 */
export function AddressInputs() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PonteDataProvider>();
  const { getValues, setValue } = useFormContext();
  const [searching, setSearching] = useState(false);

  async function lookUp() {
    const cep = onlyDigits(getValues('postcode'));
    if (cep.length !== 8) {
      notify('CEP inválido: informe 8 dígitos.', { type: 'warning' });
      return;
    }
    setSearching(true);
    try {
      const { data } = await dataProvider.lookupCep(cep);
      const dirty = { shouldDirty: true, shouldValidate: true };
      setValue('postcode', data.postcode, dirty);
      for (const field of FILLED) setValue(field, data[field] || null, dirty);
      if (data.complement && !getValues('complement')) setValue('complement', data.complement, dirty);
    } catch (error) {
      notify(
        error instanceof Error ? error.message : 'Não foi possível consultar o CEP. Preencha o endereço.',
        {
          type: 'warning',
        },
      );
    } finally {
      setSearching(false);
    }
  }

  const lookUpIfEmpty = () => {
    if (onlyDigits(getValues('postcode')).length === 8 && !getValues('address')) void lookUp();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Endereço')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <CepInput source="postcode" onBlur={lookUpIfEmpty} />
        {/* Not `disabled` while searching: leaving the CEP field by Tab starts a lookup, and Chromium takes
            the focus off a button that becomes disabled (decision 049); a second press is ignored. */}
        <Button
          label="Buscar CEP"
          onClick={() => (searching ? undefined : void lookUp())}
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
