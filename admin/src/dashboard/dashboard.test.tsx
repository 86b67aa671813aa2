import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_DAYS, type Dashboard as DashboardData } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { Dashboard } from './dashboard.tsx';

const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  total_cents: i === 29 ? 150000 : i === 28 ? 4990 : 0,
  items: i === 29 ? 3 : i === 28 ? 1 : 0,
}));

const data: DashboardData = {
  products: [
    {
      id: 8,
      supplier_id: 3,
      name: 'Camiseta Algodão',
      sku: 'CAM-1',
      image: null,
      price_cents: 3990,
      stock: 12,
      available: 10,
      status: 'active',
      updated_at: '2026-11-30T10:00:00.000Z',
    },
  ],
  totalProducts: 1234,
  totalValuePaid: 154990,
  totalItemSales: 4,
  shippingsByStatus: { pending: 5, processing: 2, shipped: 1, delivered: 9, cancelled: 0 },
  salesByDay: days,
};

const subscriptionTotals: Record<string, number> = { pending: 3, active: 40, cancelled: 2, expired: 7 };

function open(getDashboard = vi.fn(async () => ({ data }))) {
  const dataProvider = fakeDataProvider([], { getDashboard });
  dataProvider.getList.mockImplementation(async (_resource: string, params) => ({
    data: [],
    total: subscriptionTotals[params.filter.status] ?? 0,
  }));
  const where = renderAdmin(<Dashboard />, {
    resource: 'dashboard',
    methods: dataProvider,
  });
  return { dataProvider, where };
}

describe('the admin dashboard', () => {
  it('shows the platform totals, money in reais', async () => {
    open();
    expect(await screen.findByText('R$ 1.549,90')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText('Valor pago na plataforma')).toBeTruthy();
  });

  it('counts subscriptions by state and links each to the filtered subscriptions list', async () => {
    const { where } = open();
    const card = await screen.findByRole('region', { name: 'Assinaturas por situação' });
    const pending = await within(card).findByRole('link', { name: /Pendentes/ });
    await waitFor(() => expect(pending.textContent).toContain('3'));
    expect(within(card).getByRole('link', { name: /Expiradas/ }).textContent).toContain('7');
    fireEvent.click(pending);
    await waitFor(() => expect(where.pathname()).toBe('/subscriptions'));
    expect(decodeURIComponent(where.search()!)).toBe('?filter={"status":"pending"}');
  });

  it('counts shipments by status', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Remessas da plataforma por situação' });
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: /Entregue/ }).textContent).toContain('9'),
    );
    expect(
      within(card)
        .getByRole('link', { name: /Em processamento/ })
        .getAttribute('href'),
    ).toBe(`/shippings?filter=${encodeURIComponent('{"status":"processing"}')}`);
  });

  it('draws 30 days of sales, summed for screen readers, with the figures in a table', async () => {
    open();
    const chart = await screen.findByRole('img', { name: /Vendas da plataforma nos últimos 30 dias/ });
    expect(chart.getAttribute('aria-label')).toContain('Total no período: R$');
    expect(chart.getAttribute('aria-label')).toContain('4 itens');
    expect(chart.querySelectorAll('rect')).toHaveLength(DASHBOARD_DAYS);
    expect(screen.getByRole('cell', { name: '30/11/2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Camiseta Algodão' }).getAttribute('href')).toBe('/products/8');
  });

  it('shows the month’s subscription revenue and the overdue subscriptions when the API sends them', async () => {
    const subscriptionPayments = { revenueMonthCents: 129900, overdueCount: 4 };
    open(vi.fn(async () => ({ data: { ...data, subscriptionPayments } })));
    const revenue = (await screen.findByRole('heading', { name: 'Receita de assinaturas no mês' }))
      .parentElement!;
    expect(within(revenue).getByText('R$ 1.299,00')).toBeTruthy();
    const overdue = screen.getByRole('heading', { name: 'Assinaturas em atraso' }).parentElement!;
    expect(within(overdue).getByText('4')).toBeTruthy();
  });

  it('has no payment cards without real payments', async () => {
    open();
    await screen.findByText('R$ 1.549,90');
    expect(screen.queryByText('Receita de assinaturas no mês')).toBeNull();
    expect(screen.queryByText('Assinaturas em atraso')).toBeNull();
  });

  it('says something went wrong when the figures do not load', async () => {
    open(vi.fn(async () => Promise.reject(new Error('500'))));
    expect(await screen.findByText('Algo deu errado, entre em contato com os desenvolvedores')).toBeTruthy();
  });
});
