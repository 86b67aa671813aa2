/** dd/mm/aaaa hh:mm in Brasília time: the shared date rule (decision 042). */
export { formatDateTime } from '@ponte/shared/i18n';

// CPF/CNPJ, phone and CEP come from the shared formatters (decision 046), under the names used here.
export { formatCep as formatPostcode, formatDocument, formatPhone } from '@ponte/shared/formats';

/** A party of a shipment as people know it. */
export const partyName = (party: { name: string; last_name: string }) =>
  [party.name, party.last_name].filter(Boolean).join(' ');
