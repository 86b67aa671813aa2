import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { translator } from '../../utils/i18n.ts';
import { bellLabel, NotificationBell, newsAnnouncement, readUnreadCount } from './notification-bell.tsx';

const pt = translator('pt-BR');
const en = translator('en');

function render(unread: number | null) {
  const Stub = createRoutesStub([
    { path: '/products', Component: () => <NotificationBell initial={{ unread, pollSeconds: 30 }} /> },
  ]);
  return renderToString(<Stub initialEntries={['/products']} />);
}

describe('the bell', () => {
  it('says the unread count in its name and shows a badge', () => {
    const html = render(3);
    expect(html).toContain('aria-label="Notificações, 3 não lidas"');
    expect(html).toContain('href="/notifications"');
    expect(html).toMatch(/aria-hidden="true"[^>]*>3<\/span>/);
    // The polite region is in the server's HTML, so a screen reader knows it before anything arrives.
    expect(html).toContain('role="status"');
  });

  it('has no badge and a plain name when nothing is unread or the count is unknown', () => {
    for (const unread of [0, null]) {
      const html = render(unread);
      expect(html).toContain('aria-label="Notificações"');
      expect(html).not.toMatch(/aria-hidden="true"[^>]*>\d+<\/span>/);
    }
  });

  it('names itself in both languages, singular and plural', () => {
    expect(bellLabel(pt, 1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(en, 4)).toBe('Notifications, 4 unread');
    expect(bellLabel(en, 0)).toBe('Notifications');
  });

  it('announces only growth, counting the new ones', () => {
    expect(newsAnnouncement(pt, 2, 3)).toBe('Você tem 1 notificação nova.');
    expect(newsAnnouncement(pt, 0, 4)).toBe('Você tem 4 notificações novas.');
    expect(newsAnnouncement(en, 1, 3)).toBe('You have 2 new notifications.');
    expect(newsAnnouncement(pt, 3, 1)).toBe('');
    expect(newsAnnouncement(pt, null, 5)).toBe('');
  });

  it("reads the poll's answer defensively", () => {
    expect(readUnreadCount({ result: { unread_count: 2, latest_id: 9 } })).toBe(2);
    expect(readUnreadCount({ result: { unread_count: -1 } })).toBeNull();
    expect(readUnreadCount({ error: 'x' })).toBeNull();
    expect(readUnreadCount(null)).toBeNull();
  });
});
