/**
 * Brazil's local time as `YYYY-MM-DD HH:MM:SS`: how Bling reads its date filters (docs/bling-and-cep.md#dates)
 * and how Asaas writes its dates (docs/payments-asaas.md#environments).
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatBrazilTime(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
