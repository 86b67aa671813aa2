/**
 * npm run notifications:preview -w @ponte/api: renders one e-mail per notification kind and a digest to
 * artifacts/emails/*.html (with the plain-text part beside it, *.txt), and screenshots each with the
 * system Chromium (CHROME_PATH, default /usr/bin/chromium) into artifacts/emails/*.png (decision 056).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  NOTIFICATION_KIND_FAMILY,
  NOTIFICATION_KINDS,
  type NotificationFacts,
  type NotificationKind,
  type NotificationParams,
} from '@ponte/shared';
import { notificationMessage } from '../src/modules/notifications/email/notification-message.ts';

const out = path.resolve(import.meta.dirname, '../../artifacts/emails');
const inDays = (days: number) => new Date(Date.UTC(2026, 11, 1 + days, 15)).toISOString();

/** Believable facts for every kind (the type makes a new kind fail here until it has its sample). */
const SAMPLES: { [K in NotificationKind]: NotificationParams[K] } = {
  'shipping.created': {
    shipping_id: 1042,
    client_name: 'Loja da Ana',
    orders_count: 3,
    items_count: 7,
    total_cents: 48_990,
    cities: ['Campinas/SP', 'Niterói/RJ'],
  },
  'shipping.cancelled': {
    shipping_id: 1043,
    client_name: 'Loja da Ana',
    reason: 'O cliente desistiu da compra.',
  },
  'bling.reconnect': {},
  'bling.sync_failed': { reason: 'O Bling não respondeu a tempo (tempo esgotado após 20 s).' },
  'bling.sync_finished': { created: 120, updated: 1_480, minutes: 42 },
  'trial.ending': { ends_at: inDays(2) },
  'trial.ended': { ended_at: inDays(0) },
  'subscription.approved': { plan_name: 'Fornecedor Mensal', period_end: inDays(30) },
  'subscription.ending': { plan_name: 'Revendedor Anual', ends_at: inDays(3) },
  'subscription.ended': { plan_name: 'Revendedor Anual', ended_at: inDays(0) },
  'payment.charge_created': { plan_name: 'Revendedor Mensal', value_cents: 4_990, due_at: inDays(5) },
  'payment.due_soon': { plan_name: 'Revendedor Mensal', value_cents: 4_990, due_at: inDays(3) },
  'payment.received': { plan_name: 'Revendedor Mensal', value_cents: 4_990, period_end: inDays(31) },
  'payment.overdue': { plan_name: 'Revendedor Mensal', value_cents: 4_990, due_at: inDays(-1), grace_until: inDays(3) },
  'payment.refunded': { plan_name: 'Revendedor Mensal', value_cents: 4_990 },
  'payment.subscription_cancelled': { plan_name: 'Fornecedor Anual', ends_at: inDays(20) },
  'shipping.status_changed': {
    shipping_id: 1042,
    supplier_name: 'Distribuidora Sol',
    status: 'shipped',
    trackings: [
      { recipient: 'Maria Souza', carrier: 'Correios', code: 'BR123456789BR' },
      { recipient: 'João Lima', carrier: 'Jadlog', code: null },
    ],
    reason: null,
  },
  'shipping.payment_changed': {
    shipping_id: 1042,
    supplier_name: 'Distribuidora Sol',
    payment_status: 'paid',
  },
  'subscription.awaiting_approval': {
    subscription_id: 77,
    user_name: 'Distribuidora Sol',
    plan_name: 'Fornecedor Mensal',
  },
  'users.registered': { user_id: 31, user_name: 'Carla Mendes', role: 'client' },
};

const facts = (kind: NotificationKind) => ({ kind, params: SAMPLES[kind] }) as NotificationFacts;
const base = {
  to: 'pessoa@exemplo.com.br',
  userId: 7,
  locale: 'pt-BR' as const,
  appUrl: 'http://localhost:3000',
  appKey: 'chave-so-para-a-previa-dos-emails-32+',
};

const messages: { name: string; build: () => ReturnType<typeof notificationMessage> }[] = [
  ...NOTIFICATION_KINDS.map((kind) => ({
    name: kind.replace('.', '-'),
    build: () =>
      notificationMessage({
        ...base,
        name: NOTIFICATION_KIND_FAMILY[kind] === 'admin' ? 'Admin' : 'Ana',
        admin: NOTIFICATION_KIND_FAMILY[kind] === 'admin',
        family: NOTIFICATION_KIND_FAMILY[kind],
        items: [facts(kind)],
      }),
  })),
  {
    name: 'digest-shipments',
    build: () =>
      notificationMessage({
        ...base,
        name: 'Distribuidora Sol',
        admin: false,
        family: 'shipments',
        items: [1042, 1043, 1044].map((id) => ({
          kind: 'shipping.created',
          params: { ...SAMPLES['shipping.created'], shipping_id: id },
        })),
      }),
  },
  {
    name: 'digest-shipments-en',
    build: () =>
      notificationMessage({
        ...base,
        locale: 'en',
        name: 'Ana',
        admin: false,
        family: 'shipments',
        items: [facts('shipping.status_changed'), facts('shipping.payment_changed')],
      }),
  },
];

await fs.mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 680, height: 400 } });
  for (const { name, build } of messages) {
    const message = await build();
    const file = path.join(out, `${name}.html`);
    await fs.writeFile(file, message.html!);
    await fs.writeFile(path.join(out, `${name}.txt`), `Subject: ${message.subject}\n\n${message.text}`);
    await page.goto(`file://${file}`);
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  }
} finally {
  await browser.close();
}
console.info(
  `notifications: ${messages.length} e-mails rendered and screenshotted in ${path.relative(process.cwd(), out)}`,
);
