import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { e2e, journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { loginAs } from './fixtures/session.ts';

/*
 * The console forms' server failures (issue #12 item 2, decisions 041 and 050): the request
 * a form sends is answered by the test (`page.route`) with a 422 naming two fields, a plain-text 503, a
 * plain-text 500, or never reaches the server. Each time the person must see the right sentence (under
 * each field for a 422, all at once; the product's sentence otherwise), stay on the form, and never be
 * told it worked.
 */
const SENTENCES = {
  unavailable: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  generic: 'Algo deu errado, entre em contato com os desenvolvedores',
  connection: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
};
const RAW_WORDING = /Failed to fetch|Internal Server Error|Service Unavailable|TypeError|NetworkError/i;

type Fault = '422' | '503' | '500' | 'network';

/** Answers (or drops) the request as the fault says; `fields` are the 422's field names. */
function fail(route: Route, fault: Fault, fields: readonly string[]) {
  if (fault === 'network') return route.abort('internetdisconnected');
  if (fault === '422') {
    const errors = Object.fromEntries(
      fields.map((field) => [field, [`Mensagem do servidor para ${field}.`]]),
    );
    return route.fulfill({ status: 422, json: { error: 'Os dados enviados são inválidos.', errors } });
  }
  const status = Number(fault);
  return route.fulfill({
    status,
    contentType: 'text/plain',
    body: status === 503 ? 'Service Unavailable' : 'Internal Server Error',
  });
}

/** The text tied to an input by aria-describedby: what a screen reader reads as the field's message. */
async function messageOf(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const page = input.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

const bodyText = (page: Page) => page.locator('body').innerText();

/** A console form: where it is, the API request its save sends, two fields a 422 may name, an edit. */
interface ConsoleForm {
  name: string;
  path: string;
  /** The API path (after /api/v1/) and method its save sends. */
  request: { method: 'PUT' | 'POST'; path: string };
  fields: [string, string];
  /** Makes the form savable (a change, or the required fields of a new record). */
  fill: (page: Page) => Promise<void>;
}

/** React-admin names each input after its source. */
const input = (page: Page, source: string) =>
  page.locator(`input[name="${source}"], textarea[name="${source}"]`).first();

async function typeInto(page: Page, source: string, text: string) {
  const field = input(page, source);
  await field.waitFor({ timeout: 20_000 });
  await expect.poll(() => field.isEditable()).toBe(true);
  await field.fill(text);
}

journeys('every form says what went wrong', () => {
  const browser = useBrowser();

  /** What the console forms edit, made once for the file and removed after it. */
  const made = { stamp: Date.now().toString(36), productId: 0, contentId: 0 };
  beforeAll(async () => {
    if (e2e.skipped) return;
    const supplier = await apiAs(DEMO.supplier.email);
    const admin = await apiAs(DEMO.admin.email);
    made.productId = (
      await supplier.products.create({
        name: `Falhas ${made.stamp}`,
        price_cents: 990,
        stock: 1,
        status: 'active',
      })
    ).id;
    made.contentId = (
      await admin.contents.create({ title: `Falhas ${made.stamp}`, published: false })
    ).data.id;
  });
  afterAll(async () => {
    if (e2e.skipped) return;
    if (made.productId) await (await apiAs(DEMO.supplier.email)).products.remove(made.productId);
    if (made.contentId) await (await apiAs(DEMO.admin.email)).contents.remove(made.contentId);
  });

  /** The console's forms; each resolves its record when its test runs. */
  const consoleForms: { name: string; form: () => Promise<ConsoleForm> }[] = [
    {
      name: 'product edit',
      form: async () => ({
        name: 'product edit',
        path: `/admin/products/${made.productId}`,
        request: { method: 'PUT', path: `products/${made.productId}` },
        fields: ['name', 'gtin'],
        fill: (page) => typeInto(page, 'name', `Falhas ${made.stamp} editado`),
      }),
    },
    {
      name: 'plan edit',
      form: async () => {
        const plan = (await (await apiAs(DEMO.admin.email)).plans.list()).data[0];
        return {
          name: 'plan edit',
          path: `/admin/plans/${plan?.id}`,
          request: { method: 'PUT', path: `subscriber-plans/${plan?.id}` },
          fields: ['name', 'description'],
          fill: (page) => typeInto(page, 'description', `Descrição ${made.stamp}`),
        };
      },
    },
    {
      name: 'content edit',
      form: async () => ({
        name: 'content edit',
        path: `/admin/contents/${made.contentId}`,
        request: { method: 'PUT', path: `contents/${made.contentId}` },
        fields: ['title', 'summary'],
        fill: (page) => typeInto(page, 'summary', `Resumo ${made.stamp}`),
      }),
    },
    {
      name: 'content create',
      form: async () => ({
        name: 'content create',
        path: '/admin/contents/create',
        request: { method: 'POST', path: 'contents' },
        fields: ['title', 'summary'],
        fill: (page) => typeInto(page, 'title', `Novo ${made.stamp}`),
      }),
    },
    {
      name: 'client edit',
      form: async () => {
        const client = (await (await apiAs(DEMO.client.email)).auth.currentUser()).current_user;
        return {
          name: 'client edit',
          path: `/admin/clients/${client.id}`,
          request: { method: 'PUT', path: `users/${client.id}` },
          fields: ['name', 'last_name'],
          fill: (page) => typeInto(page, 'last_name', `${client.last_name} ${made.stamp}`),
        };
      },
    },
    {
      name: 'configuration edit',
      form: async () => {
        // The support e-mail: a text the form sends as typed (the answer is faked, nothing is saved).
        const config = (await (await apiAs(DEMO.admin.email)).config.list()).data.find(
          (value) => value.code === 'support_email',
        );
        return {
          name: 'configuration edit',
          path: `/admin/config/${config?.id}`,
          request: { method: 'PUT', path: `system-config-param-values/${config?.id}` },
          fields: ['value', 'value'],
          fill: (page) => typeInto(page, 'value', `falhas.${made.stamp}@ponte.com.br`),
        };
      },
    },
  ];

  /**
   * Every form gets a 422 (its fields' messages) and a 503; the 500 and the lost connection go through the
   * same data provider path whatever the form (providers/http-client.ts), so one form proves them: the
   * journeys' time is CI's budget.
   */
  test.each(consoleForms.map((form, index) => ({ ...form, everyFault: index === 0 })))(
    'console: $name, for a 422 and a 503 (the first also a 500 and no network)',
    async ({ form: resolve, everyFault }) => {
      const form = await resolve();
      const page = await browser.newPage();
      await loginAs(page, DEMO.admin.email);
      const problems: string[] = [];
      const faults = everyFault ? (['422', '503', '500', 'network'] as const) : (['422', '503'] as const);
      for (const fault of faults) {
        const pattern = `**/api/v1/${form.request.path}`;
        let sent = 0;
        await page.route(pattern, (route) => {
          if (route.request().method() !== form.request.method) return route.fallback();
          sent += 1;
          return fail(route, fault, form.fields);
        });
        try {
          await page.goto(form.path);
          await form.fill(page);
          await page.getByRole('button', { name: 'Salvar' }).click();
          await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(0);
          if (fault === '422') {
            for (const field of new Set(form.fields)) {
              await expect
                .poll(() => messageOf(input(page, field)), { timeout: 20_000 })
                .toContain(`Mensagem do servidor para ${field}.`);
            }
          } else {
            const sentence = {
              '503': SENTENCES.unavailable,
              '500': SENTENCES.generic,
              network: SENTENCES.connection,
            }[fault];
            await page.getByText(sentence).first().waitFor({ timeout: 20_000 });
          }
          const text = await bodyText(page);
          if (RAW_WORDING.test(text))
            problems.push(`${form.name} ${fault}: raw wording "${RAW_WORDING.exec(text)?.[0]}"`);
          if (/Registro (atualizado|criado)/.test(text))
            problems.push(`${form.name} ${fault}: claims success`);
          if (new URL(page.url()).pathname !== form.path)
            problems.push(`${form.name} ${fault}: left the form`);
        } catch (error) {
          problems.push(`${form.name} ${fault}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await page.unroute(pattern);
        }
      }
      expect(problems).toEqual([]);
    },
    // Four round trips of one form; the machine running the journeys may be loaded.
    180_000,
  );

  test('console: a bulk action that fails says why and claims nothing', async () => {
    const supplier = await apiAs(DEMO.supplier.email);
    const name = `Falhas em massa ${Date.now().toString(36)}`;
    const product = await supplier.products.create({ name, price_cents: 990, stock: 1, status: 'active' });
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    const problems: string[] = [];
    const expected = {
      '422': 'Os dados enviados são inválidos.',
      '503': SENTENCES.unavailable,
      '500': SENTENCES.generic,
      network: SENTENCES.connection,
    };
    try {
      for (const fault of ['422', '503', '500', 'network'] as const) {
        const pattern = `**/api/v1/products/${product.id}`;
        await page.route(pattern, (route) =>
          route.request().method() === 'PUT' ? fail(route, fault, ['status']) : route.fallback(),
        );
        try {
          await page.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
          const row = page.getByRole('row').filter({ hasText: name });
          await row.waitFor({ timeout: 40_000 });
          await row.getByRole('checkbox').first().check({ timeout: 20_000 });
          await page.getByRole('button', { name: 'Desativar' }).first().click();
          await page.getByRole('dialog').getByRole('button', { name: 'Desativar' }).click();
          await page.getByText(expected[fault], { exact: false }).first().waitFor({ timeout: 20_000 });
          const text = await bodyText(page);
          if (RAW_WORDING.test(text)) problems.push(`bulk ${fault}: raw wording`);
          if (/Produtos desativados/.test(text)) problems.push(`bulk ${fault}: claims success`);
        } catch (error) {
          problems.push(`bulk ${fault}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await page.unroute(pattern);
        }
      }
      expect((await supplier.products.get(product.id)).status).toBe('active');
    } finally {
      await supplier.products.remove(product.id);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
