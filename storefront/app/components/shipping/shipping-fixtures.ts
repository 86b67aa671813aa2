import type { Product, Shipping, ShippingDetail } from '@ponte/shared';
import { productFixture } from '@ponte/shared/testing';
import { currentUserAnswer } from '../../testing/fake-api.ts';

/** API answers for the shipment pages' tests, shaped like the real ones. */

export const cookie = { Cookie: 'ponte_session=tok-123' };

/** GET /api/v1/users/current-user for a person of `role` (id 7). */
export const currentUser =
  (role: 'client' | 'supplier' | 'admin', id = 7) =>
  () => {
    const user = { ...currentUserAnswer.session.user, id, role };
    return Response.json({
      current_user: { ...currentUserAnswer.current_user, ...user },
      session: { ...currentUserAnswer.session, user },
    });
  };

export const failure = (status: number, error: string, errors?: Record<string, string[]>) => () =>
  Response.json(errors ? { error, errors } : { error }, { status });

export function shippingRow(id: number, overrides: Partial<Shipping> = {}): Shipping {
  return {
    id,
    client: { id: 7, name: 'Joana', last_name: 'Pereira' },
    supplier: { id: 2, name: 'Casa & Cozinha', last_name: 'Ltda' },
    status: 'pending',
    payment_status: 'unpaid',
    paid_at: null,
    notes: null,
    orders_count: 1,
    items_count: 3,
    total_cents: 41970,
    created_at: '2026-11-20T14:02:12.305Z',
    updated_at: '2026-11-21T14:02:12.688Z',
    ...overrides,
  };
}

export const shippingList =
  (shippings: Shipping[], page = 1, total = shippings.length) =>
  () =>
    Response.json({
      result: {
        shippings,
        paginate: { current_page: page, per_page: 20, total, last_page: Math.max(1, Math.ceil(total / 20)) },
      },
    });

export function shippingDetail(id: number, overrides: Partial<ShippingDetail> = {}): ShippingDetail {
  return {
    ...shippingRow(id),
    orders: [
      {
        id: 11,
        recipient: { name: 'Carlos Lima', document: '52998224725', phone: '11987654321', email: null },
        address: {
          postcode: '01001000',
          address: 'Praça da Sé',
          number: '100',
          complement: null,
          state: 'SP',
          city: 'São Paulo',
          district: 'Sé',
        },
        tracking_code: null,
        carrier: null,
        items: [
          {
            id: 21,
            product: { id: 5, name: 'Jogo de Panelas', sku: 'CAS-0001', images: [] },
            quantity: 1,
            unit_price_cents: 28990,
            subtotal_cents: 28990,
          },
        ],
        items_count: 1,
        total_cents: 28990,
        created_at: '2026-11-20T14:02:12.305Z',
      },
    ],
    history: [
      {
        at: '2026-11-20T14:02:12.305Z',
        by: { id: 7, name: 'Joana' },
        field: 'status',
        from: null,
        to: 'pending',
        note: null,
      },
    ],
    ...overrides,
  };
}

export const shippingAnswer = (detail: ShippingDetail) => () =>
  Response.json({ result: { shipping: detail } });

/** A product of the client's selection, on the shared fixture: the values these tests assert on, by id. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return productFixture({
    id,
    supplier_id: 2,
    sku: `SKU-${id}`,
    name: `Produto ${id}`,
    description: null,
    gtin: null,
    price_cents: 1000 * id,
    suggested_price_cents: null,
    stock: 10,
    reserved: 0,
    available: 10,
    marked: true,
    sale_price_cents: null,
    ...overrides,
  });
}

export const productPage = (products: Product[], page = 1, lastPage = 1) =>
  Response.json({
    products,
    paginate: { current_page: page, per_page: 100, total: products.length, last_page: lastPage },
  });
