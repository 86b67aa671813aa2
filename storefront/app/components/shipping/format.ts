import { formatDate } from '@ponte/shared/i18n';

const time = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/mm/aaaa hh:mm in Brasília time, like the dates of the rest of the site. */
export const formatDateTime = (iso: string) => `${formatDate(iso)} ${time.format(new Date(iso))}`;

/** 12345678901 → 123.456.789-01; 14 digits → 12.345.678/0001-90; anything else unchanged. */
export function formatDocument(digits: string): string {
  if (/^\d{11}$/.test(digits)) return digits.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  if (/^\d{14}$/.test(digits)) return digits.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');
  return digits;
}

export function formatPhone(digits: string): string {
  if (/^\d{11}$/.test(digits)) return digits.replace(/(\d{2})(\d{5})(\d{4})/, '($1) $2-$3');
  if (/^\d{10}$/.test(digits)) return digits.replace(/(\d{2})(\d{4})(\d{4})/, '($1) $2-$3');
  return digits;
}

export const formatPostcode = (digits: string) => digits.replace(/^(\d{5})(\d{3})$/, '$1-$2');

/** A party of a shipment as people know it. */
export const partyName = (party: { name: string; last_name: string }) =>
  [party.name, party.last_name].filter(Boolean).join(' ');
