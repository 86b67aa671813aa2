import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Charge } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { toHttpError } from '../providers/http-client.ts';
import { fakeHttp, subscriptionItem } from '../providers/records.test-helper.ts';
import { charge } from './charges.test-helper.ts';
import { createChargeMethods } from './charge-api.ts';
import { SubscriptionList } from './subscription-list.tsx';

const person = (id: number, name: string, last_name: string) => ({
  id,
  name,
  last_name,
  email: `${name.toLowerCase()}@exemplo.com.br`,
  role: 'client' as const,
});
const carla = subscriptionItem({
  id: 11,
  user: person(8, 'Carla', 'Lima'),
  provider: 'asaas',
  status: 'active',
  method: 'pix',
  external_id: 'sub_c4rl4',
  grace_until: '2026-12-23T15:00:00.000Z',
});
const bruno = subscriptionItem({ id: 10, user: person(7, 'Bruno', 'Souza') });

const paid = charge();
// The next period's charge: not paid yet, with a status Ponte does not know (shown as Asaas writes it).
const next = charge({
  id: 32,
  state: 'open',
  provider_status: 'AWAITING_SOMETHING_NEW',
  method: 'boleto',
  due_date: '2026-12-01',
  paid_at: null,
  invoice_url: null,
  boleto_url: 'https://sandbox.asaas.com/b/pdf/32',
  receipt_url: null,
});

/** The list over the fake rows; the charges' calls through the real data provider over a fake API. */
function openList(routes: Record<string, unknown> = {}, locale: 'pt-BR' | 'en' = 'pt-BR') {
  let charges: Charge[] = [next, paid];
  const api = fakeHttp({
    'GET /api/v1/subscriptions/11/charges': () => ({ data: charges }),
    'POST /api/v1/charges/31/refund': () => {
      charges = [next, charge({ state: 'refunded', provider_status: 'REFUNDED' })];
      return { message: 'Cobrança estornada e assinatura cancelada.', data: charges[1] };
    },
    'POST /api/v1/subscriptions/11/sync': { message: 'Assinatura sincronizada com o Asaas.', data: carla },
    ...routes,
  });
  const methods = { ...fakeDataProvider([bruno, carla]), ...createChargeMethods(api.http) };
  renderAdmin(<SubscriptionList />, { resource: 'subscriptions', methods, locale });
  return api;
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
async function showCharges() {
  const toggle = await screen.findByRole('button', { name: 'Cobranças de Carla Lima' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return screen.findByRole('table', { name: 'Cobranças' });
}
const chargeRow = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('the subscriptions list: Asaas payments', () => {
  it('shows how a subscription is paid and its grace; only an Asaas one has charges', async () => {
    openList();
    const row = await rowOf('carla@exemplo.com.br');
    expect(within(row).getByText('Pix')).toBeTruthy();
    expect(within(row).getByText('23/12/2026')).toBeTruthy();
    const manual = await rowOf('bruno@exemplo.com.br');
    expect(within(manual).queryByRole('button', { name: /Cobranças/ })).toBeNull();
    expect(within(manual).queryByRole('button', { name: /Sincronizar/ })).toBeNull();
  });

  it('lists each charge: due day, value, method, both statuses, paid date and documents', async () => {
    const api = openList();
    const table = await showCharges();
    const row = chargeRow(table, 'Recebida');
    expect(within(row).getByText('20/11/2026')).toBeTruthy();
    expect(within(row).getByText('19/11/2026')).toBeTruthy();
    expect(within(row).getByText('R$ 49,90')).toBeTruthy();
    expect(within(row).getByText('Pix')).toBeTruthy();
    expect(within(row).getByText('Paga')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Fatura' }).getAttribute('href')).toBe(paid.invoice_url);
    expect(within(row).getByRole('link', { name: 'Recibo' }).getAttribute('target')).toBe('_blank');

    // A yyyy-mm-dd day stays that day in Brasília (not the evening before); an unknown status as Asaas says it.
    const nextRow = chargeRow(table, 'AWAITING_SOMETHING_NEW');
    expect(within(nextRow).getByText('01/12/2026')).toBeTruthy();
    expect(within(nextRow).getByText('Aguardando pagamento')).toBeTruthy();
    expect(within(nextRow).getByRole('link', { name: 'Boleto em PDF' })).toBeTruthy();
    expect(within(nextRow).queryByRole('button', { name: /Estornar/ })).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/subscriptions/11/charges']);
  });

  it('refunds a paid charge only after a confirmation in the danger colour, then says so and reloads', async () => {
    const api = openList();
    const table = await showCharges();
    fireEvent.click(
      within(table).getByRole('button', {
        name: /^Estornar a cobrança de R\$\s49,90 com vencimento em 20\/11\/2026$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Estornar cobrança?' });
    expect(dialog.textContent).toMatch(/O valor de R\$\s49,90 é devolvido/);
    expect(dialog.textContent).toContain('o acesso de Carla Lima termina na hora');
    const confirm = within(dialog).getByRole('button', { name: 'Estornar' });
    expect(confirm.className).toContain('RaConfirm-confirmWarning');
    expect(api.calls).toHaveLength(1);

    fireEvent.click(confirm);
    expect(await screen.findByText('Cobrança estornada e assinatura cancelada.')).toBeTruthy();
    // Refunded to Ponte and REFUNDED at Asaas: both say "Estornada".
    await waitFor(() => expect(within(table).getAllByText('Estornada')).toHaveLength(2));
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/subscriptions/11/charges',
      'POST /api/v1/charges/31/refund',
      'GET /api/v1/subscriptions/11/charges',
    ]);
    expect(within(table).queryByRole('button', { name: /Estornar/ })).toBeNull();
  });

  it('shows the API’s sentence when Asaas does not answer', async () => {
    const down = 'O Asaas não respondeu. Tente novamente em alguns minutos.';
    openList({
      'POST /api/v1/charges/31/refund': () => {
        throw toHttpError(503, { error: down });
      },
    });
    const table = await showCharges();
    fireEvent.click(within(table).getByRole('button', { name: /Estornar a cobrança/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar cobrança?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Estornar' }));
    expect(await screen.findByText(down)).toBeTruthy();
  });

  it('synchronises an Asaas subscription and shows the API’s message', async () => {
    const api = openList();
    const row = await rowOf('carla@exemplo.com.br');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Sincronizar com o Asaas a assinatura de Carla Lima' }),
    );
    expect(await screen.findByText('Assinatura sincronizada com o Asaas.')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/subscriptions/11/sync']);
  });

  it('shows a refused sync as the API says it', async () => {
    const missing = 'Esta assinatura não está no Asaas.';
    openList({
      'POST /api/v1/subscriptions/11/sync': () => {
        throw toHttpError(409, { error: missing });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Sincronizar com o Asaas/ }));
    expect(await screen.findByText(missing)).toBeTruthy();
  });

  describe('on a phone', () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
      .happyDOM;
    afterEach(() => happyDOM.setViewport({ width: 1024 }));

    it('opens the charges full screen, as the list has no rows to expand there', async () => {
      happyDOM.setViewport({ width: 390 });
      openList();
      fireEvent.click(await screen.findByRole('button', { name: 'Cobranças de Carla Lima' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cobranças de Carla Lima' });
      expect(await within(dialog).findByText('Recebida')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('speaks English with the shared labels’ translations', async () => {
    openList({}, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Charges of Carla Lima' }));
    const table = await screen.findByRole('table', { name: 'Charges' });
    const row = chargeRow(table, 'Received');
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('11/20/2026')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Status at Asaas' })).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Refund the R$49.90 charge due on 11/20/2026' }),
    ).toBeTruthy();
  });
});
