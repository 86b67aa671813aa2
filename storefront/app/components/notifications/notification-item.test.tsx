import type { Notification } from '@ponte/shared';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from './notification-item.tsx';

const shipped = {
  id: 51,
  kind: 'shipping.status_changed',
  params: {
    shipping_id: 12,
    supplier_name: 'Casa Verde',
    status: 'shipped',
    trackings: [{ recipient: 'João Lima', carrier: 'Correios', code: 'BR123456789BR' }],
    reason: null,
  },
  read: false,
  created_at: '2026-11-20T15:04:00.000Z',
} as unknown as Notification;

function render(notification: Notification, locale = 'pt-BR') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      children: [
        {
          path: 'notifications',
          Component: () => (
            <ul>
              <NotificationItem notification={notification} />
            </ul>
          ),
        },
      ],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={['/notifications']} hydrationData={{ loaderData: { root: { locale } } }} />,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('one notification', () => {
  it('shows its title, each body line, the date, and "Não lida" in words', () => {
    const { html, text } = render(shipped);
    expect(text).toContain('Remessa #12');
    expect(text).toContain('João Lima: Correios, código de rastreio BR123456789BR');
    expect(text).toContain('20/11/2026 12:04');
    expect(text).toContain('Não lida');
    expect(text).toContain('Marcar como lida');
    // The title is a POST that marks it read and then goes to the shipment: no GET marks anything.
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*>.*name="intent" value="open".*name="to" value="\/shipping\/view\/12"/s,
    );
  });

  it('has neither the flag nor the button once read, and speaks English', () => {
    const { text } = render({ ...shipped, read: true }, 'en');
    expect(text).toContain('Shipment #12');
    expect(text).toContain('tracking code BR123456789BR');
    expect(text).not.toContain('Unread');
    expect(text).not.toContain('Mark as read');
  });
});
