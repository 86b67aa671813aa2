import { describe, expect, it } from 'vitest';
import { englishLayers } from '../i18n/english-messages.ts';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { shipping } from '../providers/records.test-helper.ts';
import { shippingsCsv } from './shipping-export.ts';

const translateIn = (locale: 'pt-BR' | 'en') => {
  const provider = createI18nProvider(locale, { englishLayers });
  return (key: string) => provider.translate(key);
};

describe('the shipments export', () => {
  it('writes pt-BR headers and the values as the screen shows them', () => {
    const csv = shippingsCsv(
      [
        shipping(),
        shipping({
          id: 6,
          status: 'shipped',
          payment_status: 'paid',
          paid_at: '2026-03-02T15:30:00.000Z',
          client: { id: 8, name: 'Ana; Maria', last_name: 'Souza' },
        }),
      ],
      translateIn('pt-BR'),
    );
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe('Número;Cliente;Fornecedor;Situação;Pagamento;Paga em;Pedidos;Itens;Total;Criada em');
    expect(first).toMatch(
      /^5;Joana Pereira;Casa Brasil;Pendente;Não paga;;1;2;R\$\s259,80;\d\d\/\d\d\/\d{4},? \d\d:\d\d$/,
    );
    // A separator inside a value is quoted; 15:30 UTC is 12:30 in Brasília.
    expect(second).toMatch(/^6;"Ana; Maria Souza";Casa Brasil;Enviada;Paga;02\/03\/2026,? 12:30;/);
  });

  it('writes the headers in the admin’s language', () => {
    const [header] = shippingsCsv([shipping()], translateIn('en')).split('\r\n');
    expect(header).not.toContain('Situação');
    expect(header).toContain('Status');
  });
});
