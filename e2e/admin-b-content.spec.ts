import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './fixtures/api.ts';
import { journeys, useBrowser } from './fixtures/browser.ts';
import { DEMO } from './fixtures/env.ts';
import { inspectPage } from './fixtures/inspect.ts';
import { loginAs } from './fixtures/session.ts';

const onList = (page: Page) => page.waitForURL((url) => url.pathname === '/admin/contents');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** A text input by its label ("Título *" when required), not the list's "Ordenar por título" behind it. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** Waits until the rich-text editor holds the keyboard focus again. */
const editorFocused = (page: Page) => page.locator('.ProseMirror:focus').waitFor();

journeys('admin console: content', () => {
  const browser = useBrowser();

  test('an admin writes content with rich text and a video, previews it, edits it and removes it', async () => {
    const page = await browser.newPage();
    await loginAs(page, DEMO.admin.email);
    const title = `Conteúdo E2E ${Date.now().toString(36)}`;

    await page.goto('/admin/contents');
    await page.getByRole('row').nth(1).waitFor();
    await inspectPage(page, 'admin-contents');

    await page.getByRole('link', { name: 'Criar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/contents/create');
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    await field(page, 'Título').fill(title);
    await field(page, 'Resumo').fill('Um resumo curto.');
    await field(page, 'Vídeo').fill('https://youtu.be/dQw4w9WgXcQ');
    // The editor (tiptap) is its own chunk: its toolbar speaks Portuguese.
    const bold = page.getByRole('button', { name: 'Negrito' });
    await bold.waitFor();
    await page.locator('.ProseMirror').click();
    await page.getByRole('button', { name: 'Título 2' }).click();
    // A toolbar button gives the focus back to the editor after its click: keys typed before are lost.
    await editorFocused(page);
    await page.keyboard.type('Como começar');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Texto de abertura. ');
    await bold.click();
    await editorFocused(page);
    await page.keyboard.type('Importante');
    await inspectPage(page, 'admin-content-create');
    await page.getByRole('button', { name: 'Salvar' }).click();

    // Spec (docs/product.md#navigation-after-actions): after content is created, the content list.
    await onList(page);
    await rowOf(page, title).waitFor();
    const admin = await apiAs(DEMO.admin.email);
    const created = (await admin.contents.list({ search: title })).data[0]!;
    expect(created).toMatchObject({
      title,
      published: false,
      video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(created.body).toContain('<h2>Como começar</h2>');
    expect(created.body).toContain('<strong>Importante</strong>');

    // The preview shows the body as the API stored it, and the video as readers get it.
    await rowOf(page, title).getByText(title).click();
    await page.waitForURL((url) => url.pathname === `/admin/contents/${created.id}/show`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Como começar' }).waitFor();
    expect(await page.locator('article strong').textContent()).toBe('Importante');
    expect(await page.locator(`iframe[title="Vídeo: ${title}"]`).getAttribute('src')).toBe(created.video_url);
    await inspectPage(page, 'admin-content-preview');

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/contents/${created.id}`);
    await expect.poll(() => field(page, 'Título').inputValue()).toBe(title);
    await field(page, 'Título').fill(`${title} revisto`);
    await inspectPage(page, 'admin-content-edit');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/contents/${created.id}/show`);
    await page.getByRole('heading', { level: 2, name: `${title} revisto` }).waitFor();

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    // Spec (docs/product.md#navigation-after-actions): after content is removed, the content list.
    await onList(page);
    await expect.poll(() => rowOf(page, title).count()).toBe(0);
    await expect(admin.contents.get(created.id)).rejects.toMatchObject({ status: 404 });
  });
});
