import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { e2e, journeys, open, serverUrl, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';
import { demoShipment } from './fixtures/shipments.ts';

/*
 * The site's forms when the site's own answer fails (issue #12 item 2, decision 060). A form posts to
 * the storefront's server (React Router's `<path>.data` request); here the test answers that request
 * with a 500 HTML page, a 503 HTML page, or drops it. Each time the person must see the product's
 * sentence at the form (never an error page, "Failed to fetch" or "Internal Server Error"), find what they
 * typed still there, and be able to send again (the button is not left busy).
 */
const SENTENCES = {
  '500': 'Algo deu errado, entre em contato com os desenvolvedores',
  '503': 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  network: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
} as const;
type Fault = keyof typeof SENTENCES;
const FAULTS = Object.keys(SENTENCES) as Fault[];
const RAW_WORDING = /Failed to fetch|Internal Server Error|Service Unavailable|TypeError|NetworkError/i;

interface BreakOptions {
  /** The request that fails: the submissions (POST) by default. */
  method?: 'POST' | 'GET';
  matcher?: (url: URL) => boolean;
}

/** Breaks the next submissions (POST) to the site's own server; loaders (GET) still pass. */
async function breakSubmissions(
  page: Page,
  fault: Fault,
  { method = 'POST', matcher = (url: URL) => url.pathname.endsWith('.data') }: BreakOptions = {},
) {
  const handler = (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (fault === 'network') return route.abort('internetdisconnected');
    const status = Number(fault);
    return route.fulfill({
      status,
      contentType: 'text/html',
      body: `<html><body><h1>${status === 503 ? 'Service Unavailable' : 'Internal Server Error'}</h1></body></html>`,
    });
  };
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

/** A site form: where it is, what to type (and the field whose value must survive), how to send it. */
interface SiteForm {
  name: string;
  path: string;
  /** Types into the form; returns the input that must keep `kept` after the failure (none for a button). */
  fill?: (page: Page) => Promise<{ field: Locator; kept: string }>;
  /** The button that sends it (checked ready again after each failure). */
  button: (page: Page) => Locator;
  /** Sends it; by default a click on `button` (a confirmation may come first). */
  send?: (page: Page) => Promise<void>;
  /** The request that fails, when not the form's submission (a CEP lookup is a GET of its own). */
  request?: BreakOptions;
  /** What is said instead of the transport sentences, when the form has its own. */
  sentence?: string;
}

const named = (page: Page, name: string) => page.locator(`form [name="${name}"]`).first();

async function typeKept(field: Locator, kept: string) {
  await field.fill(kept);
  return { field, kept };
}

/** Sends `form` once per fault on one page, checking what the person sees each time. */
async function proveForm(page: Page, form: SiteForm) {
  try {
    await proveFormInner(page, form);
  } catch (error) {
    await page.screenshot({ path: `/tmp/h5-${form.name.replace(/\W+/g, '-')}.png`, fullPage: true });
    throw error;
  }
}
async function proveFormInner(page: Page, form: SiteForm) {
  await open(page, form.path);
  const typed = await form.fill?.(page);
  for (const fault of FAULTS) {
    const what = `${form.name} (${fault})`;
    const restore = await breakSubmissions(page, fault, form.request);
    await (form.send ? form.send(page) : form.button(page).click());
    const expected = form.sentence ?? SENTENCES[fault];
    const sentence = page.getByText(expected, { exact: true }).first();
    await sentence.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      const shown = await page.locator('body').innerText();
      throw new Error(`${what}: no "${expected}" on the page:\n${shown}`, { cause: error });
    });
    await restore();
    expect(await page.locator('body').innerText(), what).not.toMatch(RAW_WORDING);
    expect(new URL(page.url()).pathname, `${what} stays on the form`).toBe(form.path.split('?')[0]);
    // A result dialog (product, register) is closed before the next try; its text was the sentence.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    if (typed) expect(await typed.field.inputValue(), `${what} keeps what was typed`).toBe(typed.kept);
    // Ready to try again: not left pending or disabled.
    const button = form.button(page);
    await expect.poll(() => button.getAttribute('aria-disabled')).not.toBe('true');
    expect(await button.isDisabled(), what).toBe(false);
  }
}

journeys('the site forms say what went wrong when the site cannot answer', () => {
  const browser = useBrowser();

  test('signed out: login, register, forgot and reset password', async () => {
    const page = await browser.newPage();
    const forms: SiteForm[] = [
      {
        name: 'login',
        path: '/login',
        fill: async (p) => {
          await named(p, 'password').fill('uma-senha-qualquer');
          return typeKept(named(p, 'email'), DEMO.client.email);
        },
        button: (p) => p.getByRole('button', { name: 'Entrar', exact: true }),
      },
      {
        name: 'register',
        path: '/register',
        fill: async (p) => typeKept(named(p, 'name'), 'Alguém Novo'),
        button: (p) => p.getByRole('button', { name: 'Criar conta', exact: true }),
      },
      {
        name: 'forgot password',
        path: '/forgot-password',
        fill: async (p) => typeKept(named(p, 'email'), 'alguem@exemplo.com.br'),
        button: (p) => p.locator('form button[type="submit"]').first(),
      },
      {
        name: 'reset password',
        path: '/reset-password/um-token-qualquer',
        fill: async (p) => {
          await p.locator('input[type="password"]').nth(1).fill('nova-senha-123');
          return typeKept(p.locator('input[type="password"]').first(), 'nova-senha-123');
        },
        button: (p) => p.locator('form button[type="submit"]').first(),
      },
    ];
    for (const form of forms) await proveForm(page, form);
  }, 120_000);

  /** What the signed-in forms work on: a product of the demo supplier and a shipment of this file's own. */
  const made = { productId: 0, shipmentId: 0 };
  beforeAll(async () => {
    if (e2e.skipped) return;
    const supplier = await apiAs(DEMO.supplier.email);
    const { products } = await supplier.products.paginate({ per_page: 1 });
    made.productId = products[0]!.id;
    made.shipmentId = await demoShipment('Rita Falhas', {
      postcode: '01001000',
      address: 'Praça da Sé',
      number: '1',
      state: 'SP',
      city: 'São Paulo',
      district: 'Sé',
    });
  });
  afterAll(async () => {
    if (e2e.skipped || !made.shipmentId) return;
    // Its stock goes back to the demo catalogue other journeys count.
    const client = await apiAs(DEMO.client.email);
    await client.shippings.update(made.shipmentId, { status: 'cancelled' }).catch(() => undefined);
  });

  test('supplier: profile (data, CEP, password), product create and edit, shipment, ERP and Bling', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    const passwordForm = (p: Page) => p.locator('form:has([name="password_confirmation"])');
    const forms: SiteForm[] = [
      {
        name: 'profile data',
        path: '/profile',
        fill: async (p) => typeKept(named(p, 'name'), 'Nome Que Não Foi Salvo'),
        button: (p) => p.getByRole('button', { name: 'Salvar dados', exact: true }),
      },
      {
        name: 'profile CEP lookup',
        path: '/profile',
        // A lookup, not a submission: it asks /cep/:cep itself and says what to do when nothing answers.
        request: { method: 'GET', matcher: (url) => url.pathname.startsWith('/cep/') },
        sentence: 'Não foi possível consultar o CEP. Preencha o endereço.',
        fill: async (p) => typeKept(named(p, 'number'), '321'),
        button: (p) => p.getByRole('button', { name: 'Buscar CEP', exact: true }),
        send: async (p) => {
          await named(p, 'postcode').fill('01310-100');
          await p.getByRole('button', { name: 'Buscar CEP', exact: true }).click();
        },
      },
      {
        name: 'profile password',
        path: '/profile',
        fill: async (p) => {
          await passwordForm(p).locator('[name="password"]').fill('nova-senha-123');
          await passwordForm(p).locator('[name="password_confirmation"]').fill('nova-senha-123');
          return typeKept(passwordForm(p).locator('[name="current_password"]'), 'senha-atual-123');
        },
        button: (p) => p.getByRole('button', { name: 'Alterar senha', exact: true }),
      },
      {
        name: 'product create',
        path: '/product',
        fill: async (p) => typeKept(named(p, 'name'), 'Produto que não chegou'),
        button: (p) => p.getByRole('button', { name: 'Cadastrar produto', exact: true }),
      },
      {
        name: 'product edit',
        path: `/product/${made.productId}`,
        fill: async (p) => typeKept(named(p, 'name'), 'Nome editado que não chegou'),
        button: (p) => p.getByRole('button', { name: 'Salvar alterações', exact: true }),
      },
      {
        name: 'shipment status',
        path: `/shipping/view/${made.shipmentId}`,
        fill: async (p) => typeKept(p.locator('#advance-note'), 'Separando os itens'),
        button: (p) => p.getByRole('button', { name: /^Mudar para / }),
      },
      {
        name: 'shipment tracking',
        path: `/shipping/view/${made.shipmentId}`,
        fill: async (p) => typeKept(named(p, 'tracking_code'), 'BR123456789BR'),
        button: (p) => p.getByRole('button', { name: 'Salvar rastreio', exact: true }).first(),
      },
      {
        name: 'ERP options',
        path: '/erp',
        fill: async (p) => typeKept(p.getByLabel('Depósito de estoque do Bling'), '14886'),
        button: (p) => p.getByRole('button', { name: 'Salvar opções', exact: true }),
      },
      {
        // The journeys' database has no Bling app: this is the one Bling button there (the /erp card's
        // "Conectar ao Bling"/"Sincronizar agora" post to the same kind of action, see erp.spec.ts).
        name: 'Bling sync',
        path: '/products',
        button: (p) => p.getByRole('button', { name: 'Sincronizar com o Bling', exact: true }),
      },
    ];
    for (const form of forms) await proveForm(page, form);
  }, 180_000);

  test('client: catalogue mark and price, new shipment, plans', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.client.email);
    const firstCard = (p: Page) =>
      p
        .locator('article')
        .filter({ has: p.locator('[name="sale_price"]') })
        .first();
    const forms: SiteForm[] = [
      {
        name: 'catalogue price',
        path: '/products',
        fill: async (p) => typeKept(firstCard(p).locator('[name="sale_price"]'), '999,90'),
        button: (p) => firstCard(p).getByRole('button', { name: 'Salvar', exact: true }),
      },
      {
        name: 'catalogue mark',
        path: '/products',
        button: (p) => firstCard(p).getByRole('button', { name: /seleção$/ }),
      },
      {
        name: 'new shipment',
        path: '/shipping/new',
        fill: async (p) => typeKept(named(p, 'orders.0.recipient.name'), 'Destinatária Sem Resposta'),
        button: (p) => p.getByRole('button', { name: 'Enviar remessa', exact: true }),
      },
      {
        name: 'plans subscribe',
        path: '/plans',
        button: (p) => p.locator('form:has(input[value="subscribe"]) button:not([disabled])').first(),
      },
    ];
    for (const form of forms) await proveForm(page, form);
    // The cancel asks first; the failure is told once the confirmation is sent.
    const cancel = page.getByRole('button', { name: /^Cancelar (assinatura|pedido)$/ }).first();
    if (await cancel.isVisible()) {
      await proveForm(page, {
        name: 'plans cancel',
        path: '/plans',
        button: () => cancel,
        send: async (p) => {
          await cancel.click();
          await p.getByRole('button', { name: 'Sim, cancelar', exact: true }).click();
        },
      });
    }
  }, 180_000);

  test('in English, a limit the server tells is written with English numbers', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.supplier.email);
    await page.context().addCookies([{ name: 'ponte_lang', value: 'en', url: serverUrl() }]);
    await open(page, '/product');
    await named(page, 'name').fill('Too expensive');
    await named(page, 'price_cents').fill('20,000,000.00');
    await page.getByRole('button', { name: 'Add product', exact: true }).click();
    // The error map's limit, filled in pt-BR by the server ("R$ 10.000.000,00"), read in English.
    await page.getByText('Enter an amount of at most R$10,000,000.00.').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/10\.000\.000,00|Informe um valor/);
  }, 60_000);
});
