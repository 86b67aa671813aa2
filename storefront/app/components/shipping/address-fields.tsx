import { useRef, useState } from 'react';
import { FormField } from '../form-field.tsx';
import { Spinner } from '../ui/progress.tsx';
import { Stack } from '../ui/stack.tsx';
import { useT } from '../../utils/i18n.ts';
import { UF_LIST } from '@ponte/shared/vocabulary';
import styles from './address-fields.module.css';
import type { FieldErrors, FormValues } from './order-form.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

type Filled = 'address' | 'district' | 'city' | 'state';
type Lookup = { state: 'idle' | 'loading' | 'done' } | { state: 'error'; message: string };

/**
 * Recipient address with the CEP lookup: 8 digits typed (or the field left) ask /cep/:cep, and the
 * answer fills street, district, city and UF, which stay editable. Without JavaScript they are typed.
 */
export function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const name = (field: string) => `${prefix}address.${field}`;
  const [filled, setFilled] = useState<Record<Filled, string>>(() => ({
    address: values[name('address')] ?? '',
    district: values[name('district')] ?? '',
    city: values[name('city')] ?? '',
    state: values[name('state')] ?? '',
  }));
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const asked = useRef('');

  async function lookUp(text: string) {
    const cep = text.replace(/\D/g, '');
    // Another CEP: the refusal of the one asked before is no longer true of the field.
    if (cep !== asked.current && lookup.state === 'error') setLookup({ state: 'idle' });
    if (cep.length !== 8) asked.current = '';
    if (cep.length !== 8 || cep === asked.current) return;
    asked.current = cep;
    setLookup({ state: 'loading' });
    try {
      const response = await fetch(`/cep/${cep}`, { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as Partial<Record<Filled | 'error', string>>;
      if (asked.current !== cep) return;
      if (!response.ok) {
        setLookup({ state: 'error', message: body.error ?? t('CEP não encontrado.') });
        return;
      }
      setFilled((current) => ({
        address: body.address || current.address,
        district: body.district || current.district,
        city: body.city || current.city,
        state: body.state || current.state,
      }));
      setLookup({ state: 'done' });
      document.getElementById(name('number'))?.focus();
    } catch {
      if (asked.current === cep) {
        setLookup({ state: 'error', message: t('Não foi possível consultar o CEP. Preencha o endereço.') });
      }
    }
  }

  const edit = (field: Filled) => (event: { target: { value: string } }) => {
    const next = { ...filled, [field]: event.target.value };
    setFilled(next);
    // "Preencha o endereço" done: once every field the lookup would fill has a value, its error is moot.
    if (lookup.state === 'error' && Object.values(next).every((value) => value.trim() !== '')) {
      setLookup({ state: 'idle' });
    }
  };
  const postcodeErrors =
    lookup.state === 'error' ? { ...errors, [name('postcode')]: [lookup.message] } : errors;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name={name('postcode')}
          label={t('CEP')}
          required
          autoComplete="postal-code"
          mask="cep"
          defaultValue={values[name('postcode')]}
          errors={postcodeErrors}
          onChange={(event) => void lookUp(event.target.value)}
          onBlur={(event) => void lookUp(event.target.value)}
          className={styles.postcode}
          endAdornment={
            lookup.state === 'loading' ? <Spinner size={18} aria-label={t('Consultando CEP')} /> : undefined
          }
        />
        <FormField
          name={name('address')}
          maxLength={TEXT_LIMITS.address.address}
          label={t('Endereço')}
          required
          value={filled.address}
          onChange={edit('address')}
          errors={errors}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name={name('number')}
          maxLength={TEXT_LIMITS.address.number}
          label={t('Número')}
          required
          defaultValue={values[name('number')]}
          errors={errors}
          className={styles.number}
        />
        <FormField
          name={name('complement')}
          maxLength={TEXT_LIMITS.address.complement}
          label={t('Complemento')}
          defaultValue={values[name('complement')]}
          errors={errors}
        />
        <FormField
          name={name('district')}
          maxLength={TEXT_LIMITS.address.district}
          label={t('Bairro')}
          required
          value={filled.district}
          onChange={edit('district')}
          errors={errors}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          name={name('city')}
          maxLength={TEXT_LIMITS.address.city}
          label={t('Cidade')}
          required
          value={filled.city}
          onChange={edit('city')}
          errors={errors}
        />
        <FormField
          name={name('state')}
          label={t('UF')}
          required
          select
          value={filled.state}
          onChange={edit('state')}
          errors={errors}
          className={styles.state}
        >
          <option value="" />
          {UF_LIST.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </FormField>
      </Stack>
    </>
  );
}
