import type { AsaasPayment } from './state.ts';

/**
 * The payment codes a charge carries: the Pix copia-e-cola (an EMV "BR Code" with its CRC, like Asaas's
 * dynamic ones), the boleto's bar code and typeable line (with valid check digits, so a parser that checks
 * them is satisfied), and a one-page PDF for the boleto and the payment booklet.
 */

/** EMV field: id, two-digit length, value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (poly 0x1021, init 0xFFFF), as the Pix BR Code ends with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The copia-e-cola: starts `000201`, points at a (made-up) Asaas Pix location, ends with its CRC. */
export function pixPayload(p: AsaasPayment): string {
  const location = `pix-h.asaas.com/qr/cobv/${p.id.slice(4)}${p.invoiceNumber}`;
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('25', location)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', p.value.toFixed(2)) +
    field('58', 'BR') +
    field('59', 'PONTE FAKE ASAAS') +
    field('60', 'SAO PAULO') +
    field('62', field('05', '***'));
  return `${body}6304${crc16(`${body}6304`)}`;
}

function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const n = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => (sum += Number(d) * (2 + (i % 8))));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv > 9 ? 1 : dv;
}

/** Days since 07/10/1997; the factor restarted at 1000 on 22/02/2025 after reaching 9999. */
function dueFactor(dueDate: string): string {
  const days = Math.round(
    (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / 86_400_000,
  );
  return String(days < 10_000 ? days : 1000 + ((days - 10_000) % 9000)).padStart(4, '0');
}

/** Bar code (44 digits) and typeable line (47 digits) of the charge's boleto. */
export function boletoCodes(p: AsaasPayment) {
  const nossoNumero = p.nossoNumero ?? String(10_000_000 + Number(p.invoiceNumber));
  const free = `${'0'.repeat(25)}${nossoNumero}`.slice(-25);
  const cents = String(Math.round(p.value * 100)).padStart(10, '0');
  const partial = `4619${dueFactor(p.dueDate)}${cents}${free}`;
  const barCode = `${partial.slice(0, 4)}${mod11(partial)}${partial.slice(4)}`;
  const block = (digits: string) => `${digits}${mod10(digits)}`;
  const identificationField =
    block(barCode.slice(0, 4) + barCode.slice(19, 24)) +
    block(barCode.slice(24, 34)) +
    block(barCode.slice(34, 44)) +
    barCode[4] +
    barCode.slice(5, 19);
  return { identificationField, nossoNumero, barCode };
}

/** A valid one-page PDF with `lines` of text (accents dropped: the standard fonts lack them). */
export function simplePdf(lines: string[]): Buffer {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = lines.map((line, i) => `${i === 0 ? '' : '0 -18 Td '}(${ascii(line)}) Tj`).join('\n');
  const stream = `BT /F1 12 Tf 56 780 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
