import type { CepAddress } from '@ponte/shared';
import { useRef, useState, type MouseEvent } from 'react';
import { useNavigation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { Button } from '../ui/button.tsx';
import { Stack } from '../ui/stack.tsx';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { useT } from '../../utils/i18n.ts';
import styles from './address-fields.module.css';
import { ADDRESS_FIELDS, type AddressValues, type ProfileAnswer } from './profile-values.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

const pick = (values: AddressValues): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[name]])) as AddressValues;

const digits = (value: string) => value.replace(/\D/g, '');

export interface AddressFieldsProps {
  initial: AddressValues;
  errors: Record<string, string[]> | undefined;
  /** A lookup answered by a full-page post (no JavaScript): its values are already in `initial`. */
  lookup: ProfileAnswer | undefined;
}

/** What `GET /cep/:cep` (the storefront's lookup route) answers: the API's address, or its refusal. */
type CepAnswer = CepAddress | { error: string };

const CEP_FORMAT_MESSAGE = 'CEP inválido: informe 8 dígitos.';
// The shipment form's sentence: a lookup that got no answer says what to do instead.
const CEP_UNREACHABLE = 'Não foi possível consultar o CEP. Preencha o endereço.';

/**
 * The address with the CEP lookup. "Buscar CEP" posts the whole form with `intent=cep`, so it works
 * without JavaScript; with it, the lookup runs in the background through `/cep/:cep` (also once 8 digits
 * are typed) and only the address fields change, keeping the number and a complement already typed.
 */
export function AddressFields({ initial, errors, lookup }: AddressFieldsProps) {
  const t = useT();
  const hydrated = useHydrated();
  // A plain fetch, not a fetcher: a fetcher's failed trip (dropped, a 5xx page) would replace the whole
  // page by the error boundary and lose the form; here it becomes the CEP field's message (decision 060).
  const [found, setFound] = useState<CepAnswer | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const asked = useRef('');
  const [address, setAddress] = useState(() => pick(initial));
  const [applied, setApplied] = useState<CepAnswer | undefined>(undefined);
  const [lastLookup, setLastLookup] = useState<string | null>(null);
  // A complement typed by the person survives a lookup; one an earlier lookup filled in does not.
  const [filledComplement, setFilledComplement] = useState('');

  // A new background answer fills the fields once (state adjusted during render, not in an effect).
  if (found && found !== applied) {
    setApplied(found);
    if (!('error' in found)) {
      const typed = address.complement !== filledComplement ? address.complement : '';
      const { cep: postcode, address: street, district, city, state } = found;
      setAddress({
        ...address,
        postcode,
        address: street,
        district,
        city,
        state,
        complement: typed || found.complement,
      });
      setFilledComplement(typed ? '' : found.complement);
    }
  }

  const lookUp = async (postcode: string) => {
    const cep = digits(postcode);
    setLastLookup(cep);
    if (cep.length !== 8) return;
    asked.current = cep;
    setSearching(true);
    let answer: CepAnswer;
    try {
      const response = await fetch(`/cep/${cep}`, { headers: { Accept: 'application/json' } });
      // A page that is not the route's JSON (a proxy's 5xx) throws here, like a dropped connection.
      answer = (await response.json()) as CepAnswer;
    } catch {
      answer = { error: CEP_UNREACHABLE };
    }
    // Only the latest lookup counts: an older answer arriving late is not about the field any more.
    if (asked.current !== cep) return;
    setSearching(false);
    setFound(answer);
  };
  const onSearchClick = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    void lookUp(address.postcode);
  };
  const field = (name: keyof AddressValues) => ({
    name,
    value: address[name],
    maxLength: (TEXT_LIMITS.address as Partial<Record<string, number>>)[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setAddress((current) => ({ ...current, [name]: value }));
      if (name === 'postcode' && digits(value).length === 8 && digits(value) !== lastLookup)
        void lookUp(value);
    },
  });

  // Saving sends the address as typed: a lookup's refusal is then history (the API judges the CEP anew).
  const navigation = useNavigation();
  if (
    lastLookup !== null &&
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'profile'
  ) {
    setLastLookup(null);
  }

  // A background lookup's message is shown while it is about the CEP in the field.
  const current = lastLookup !== null && digits(address.postcode) === lastLookup;
  // So is the no-JavaScript lookup's: it was about the CEP it posted, which `initial` holds.
  const lookupCurrent = digits(address.postcode) === digits(initial.postcode);
  const refused = current && !searching && found && 'error' in found ? found.error : undefined;
  const malformed = current && lastLookup?.length !== 8 ? CEP_FORMAT_MESSAGE : undefined;
  const postcodeMessages = [
    ...(errors?.postcode ?? []),
    ...(lookup?.error && lookupCurrent ? [t(lookup.error)] : []),
    ...(refused ? [t(refused)] : []),
    ...(malformed ? [t(malformed)] : []),
  ];
  return (
    <>
      <div className={styles.cep}>
        <FormField
          {...field('postcode')}
          label={t('CEP')}
          autoComplete="postal-code"
          errors={{ postcode: postcodeMessages }}
          mask="cep"
          className={styles.postcode}
        />
        <Button
          type="submit"
          name="intent"
          value="cep"
          formNoValidate
          variant="outlined"
          onClick={onSearchClick}
          // Not `disabled`: Chromium takes the focus off a button that becomes disabled (decision 049).
          pending={searching}
          className={styles.search}
        >
          {searching ? t('Buscando…') : t('Buscar CEP')}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          {...field('address')}
          label={t('Logradouro')}
          autoComplete="address-line1"
          errors={errors}
        />
        <FormField {...field('number')} label={t('Número')} errors={errors} className={styles.number} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          {...field('complement')}
          label={t('Complemento')}
          autoComplete="address-line2"
          errors={errors}
        />
        <FormField {...field('district')} label={t('Bairro')} errors={errors} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField {...field('city')} label={t('Cidade')} autoComplete="address-level2" errors={errors} />
        <FormField
          {...field('state')}
          label={t('UF')}
          autoComplete="address-level1"
          errors={errors}
          maxLength={2}
          style={{ textTransform: 'uppercase' }}
          className={styles.state}
        />
      </Stack>
    </>
  );
}
