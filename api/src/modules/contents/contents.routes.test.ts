import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ContentResponseSchema, type ContentCreate, type ContentUpdate } from '@ponte/shared';
import { createTestApp, refusal, type TestApp } from '../../../test/test-app.ts';
import { contents } from './contents.table.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let admin: Account;
let client: Account;
let supplier: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  client = await t.signUp('client');
  supplier = await t.signUp('supplier');
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Registro não encontrado.' };
const FORBIDDEN = { error: 'Você não tem permissão para esta ação.' };

const content = (fields: Partial<ContentCreate> = {}): ContentCreate => ({
  title: 'Como precificar',
  summary: 'Margem, frete e impostos',
  body: '<p>Comece pelo <strong>custo</strong>.</p>',
  category: 'Vendas',
  audience: 'all',
  published: true,
  ...fields,
});
const create = (body: ContentCreate, token = admin.token) => t.api(token).contents.create(body);
const createOk = async (fields: Partial<ContentCreate> = {}) => (await create(content(fields))).data;
/** Bodies the types refuse, sent as they are. */
const createRaw = (body: unknown) => t.call('POST', '/api/v1/contents', { body, token: admin.token });
const list = (token: string, query: { search?: string; category?: string } = {}) =>
  t.api(token).contents.list(query);
const ids = (answer: { data: { id: number }[] }) => answer.data.map((c) => c.id);
const get = (id: number, token: string) => t.api(token).contents.get(id);
const update = (id: number, data: ContentUpdate, token = admin.token) =>
  t.api(token).contents.update(id, data);
/** Bodies the types refuse, sent as they are. */
const updateRaw = (id: number, body: unknown) =>
  t.call('PUT', `/api/v1/contents/${id}`, { body, token: admin.token });
const remove = (id: number, token = admin.token) => t.api(token).contents.remove(id);
const contentCount = async () => Number((await t.db.select({ n: count() }).from(contents))[0]!.n);

describe('POST /api/v1/contents', () => {
  it('creates content, answers 201 {data}, stores the body sanitised and the video as an embed URL', async () => {
    // The raw answer: its 201 is what this test checks.
    const res = await t.call('POST', '/api/v1/contents', {
      token: admin.token,
      body: content({
        body:
          '<p onclick="x()">Olá<script>alert(1)</script></p><img src="https://cdn.exemplo.com/a.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">mau</a><a href="https://exemplo.com">bom</a>',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        cover_url: 'https://cdn.exemplo.com/capa.jpg',
      }),
    });
    expect(res.status).toBe(201);
    expect(ContentResponseSchema.safeParse(res.body).success).toBe(true);
    const expectedBody =
      '<p>Olá</p><img src="https://cdn.exemplo.com/a.png" />' +
      '<a rel="noopener noreferrer" target="_blank">mau</a>' +
      '<a href="https://exemplo.com" rel="noopener noreferrer" target="_blank">bom</a>';
    expect(res.body.data).toMatchObject({
      title: 'Como precificar',
      body: expectedBody,
      video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      cover_url: 'https://cdn.exemplo.com/capa.jpg',
      audience: 'all',
      published: true,
      position: 0,
    });
    const [row] = await t.db.select().from(contents).where(eq(contents.id, res.body.data.id));
    expect(row!.body).toBe(expectedBody);
  });

  it('defaults: unpublished, for everyone, empty body, no video; "" clears optional fields', async () => {
    const res = await create({ title: 'Rascunho', summary: '', video_url: '', cover_url: '' });
    expect(res.data).toMatchObject({
      body: '',
      summary: null,
      video_url: null,
      cover_url: null,
      category: null,
      audience: 'all',
      published: false,
    });
  });

  it('422 on video_url for anything but YouTube or Vimeo, on cover_url for non-https; nothing written', async () => {
    const before = await contentCount();
    for (const video_url of [
      'https://www.dailymotion.com/video/x7tgad0',
      'javascript:alert(1)',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
    ]) {
      const refused = await refusal(create(content({ video_url })));
      expect(refused?.status, video_url).toBe(422);
      expect(refused?.body.errors).toEqual({ video_url: ['Informe um link do YouTube ou do Vimeo.'] });
    }
    for (const cover_url of [
      'http://cdn.exemplo.com/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'capa.jpg',
    ]) {
      await expect(create(content({ cover_url })), cover_url).rejects.toMatchObject({
        status: 422,
        body: { errors: { cover_url: ['Informe um endereço https://.'] } },
      });
    }
    expect(await contentCount()).toBe(before);
  });

  it('bad input: wrong types, missing title, unknown fields 422; malformed JSON 400; non-admins 403; anonymous 401', async () => {
    const before = await contentCount();
    const wrong = await createRaw({
      title: 1,
      body: [],
      audience: 'todos',
      published: 'sim',
      position: 1.5,
      video_url: 5,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'audience',
      'body',
      'position',
      'published',
      'title',
      'video_url',
    ]);
    const { title: _title, ...untitled } = content();
    expect((await createRaw(untitled)).body.errors.title).toBeDefined();
    await expect(create(content({ title: '  ' }))).rejects.toMatchObject({
      body: { errors: { title: ['Campo obrigatório.'] } },
    });
    expect((await createRaw({ ...content(), author: 'eu' })).body.errors.author).toEqual([
      'Campo não permitido.',
    ]);
    expect(
      (await t.call('POST', '/api/v1/contents', { raw: '{"title":"x"', token: admin.token })).status,
    ).toBe(400);
    await expect(create(content(), client.token)).rejects.toMatchObject({ status: 403, body: FORBIDDEN });
    await expect(create(content(), supplier.token)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().contents.create(content())).rejects.toMatchObject({ status: 401 });
    expect(await contentCount()).toBe(before);
  });
});

describe('who sees what', () => {
  const c: Record<string, number> = {};
  beforeAll(async () => {
    await t.db.delete(contents);
    c.all2 = (await createOk({ title: 'Para todos 2', position: 2 })).id;
    c.all1 = (await createOk({ title: 'Para todos 1', position: 1, category: 'Primeiros passos' })).id;
    c.supplier = (await createOk({ title: 'Só fornecedores', audience: 'supplier' })).id;
    c.client = (
      await createOk({ title: 'Só revendedores', audience: 'client', summary: 'Margem de revenda' })
    ).id;
    c.draft = (await createOk({ title: 'Rascunho', published: false })).id;
    c.clientDraft = (await createOk({ title: 'Rascunho revenda', audience: 'client', published: false })).id;
  });

  it('a client sees published content for everyone and for clients, by position', async () => {
    expect(ids(await list(client.token))).toEqual([c.client, c.all1, c.all2]);
  });

  it('a supplier sees published content for everyone and for suppliers', async () => {
    expect(ids(await list(supplier.token))).toEqual([c.supplier, c.all1, c.all2]);
  });

  it('an admin sees everything, drafts included', async () => {
    expect(ids(await list(admin.token)).sort()).toEqual(Object.values(c).sort());
  });

  it('GET /{id}: the same visibility; what one may not see is a 404 like a missing record', async () => {
    expect((await get(c.client!, client.token)).data.title).toBe('Só revendedores');
    for (const id of [c.supplier!, c.draft!, c.clientDraft!, 999_999]) {
      await expect(get(id, client.token), String(id)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    }
    await expect(get(c.client!, supplier.token)).rejects.toMatchObject({ status: 404 });
    expect((await get(c.draft!, admin.token)).data.published).toBe(false);
    // A path the types refuse.
    expect((await t.call('GET', '/api/v1/contents/abc', { token: client.token })).status).toBe(422);
    await expect(t.api().contents.get(c.all1!)).rejects.toMatchObject({ status: 401 });
  });

  it('search and category narrow the list, within what the caller may see', async () => {
    expect(ids(await list(client.token, { search: 'revenda' }))).toEqual([c.client]);
    expect(ids(await list(supplier.token, { search: 'revenda' }))).toEqual([]);
    expect(ids(await list(client.token, { search: 'CUSTO' }))).toEqual([c.client, c.all1, c.all2]);
    expect(ids(await list(client.token, { category: 'primeiros passos' }))).toEqual([c.all1]);
    expect(ids(await list(client.token, { search: '%' }))).toEqual([]);
    await expect(list(client.token, { search: 'x'.repeat(201) })).rejects.toMatchObject({ status: 422 });
  });

  it('stays open to an account without an active subscription (no 402)', async () => {
    const inactive = await t.signUp('client');
    expect(ids(await list(inactive.token))).toEqual([c.client, c.all1, c.all2]);
    expect((await get(c.all1!, inactive.token)).data.id).toBe(c.all1);
  });
});

describe('PUT and DELETE /api/v1/contents/{id}', () => {
  it('changes the fields inside {data}, sanitising the body and converting the video again', async () => {
    const created = await createOk({ video_url: 'https://vimeo.com/76979871' });
    expect(created.video_url).toBe('https://player.vimeo.com/video/76979871');
    const res = await update(created.id, {
      title: 'Novo título',
      body: '<p>novo</p><iframe src="https://x.com"></iframe>',
      video_url: 'https://youtube.com/shorts/dQw4w9WgXcQ',
    });
    expect(res.data).toMatchObject({
      title: 'Novo título',
      body: '<p>novo</p>',
      video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      summary: 'Margem, frete e impostos',
    });
    // The stored embed URL can be sent back unchanged; null removes the video.
    expect((await update(created.id, { video_url: res.data.video_url })).data.video_url).toBe(
      res.data.video_url,
    );
    expect((await update(created.id, { video_url: null })).data.video_url).toBeNull();
  });

  it('refuses bad updates with 422 and changes nothing; 404 missing; 403 non-admins', async () => {
    const created = await createOk();
    expect((await updateRaw(created.id, { title: 'sem envelope' })).status).toBe(422);
    const extra = await updateRaw(created.id, { data: { id: 1 } });
    expect(extra.body.errors.id).toEqual(['Campo não permitido.']);
    await expect(update(created.id, { video_url: 'https://tiktok.com/@x/video/1' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { video_url: expect.anything() } },
    });
    expect((await updateRaw(created.id, { data: { audience: 'admin' } })).status).toBe(422);
    expect((await get(created.id, admin.token)).data).toMatchObject({
      title: 'Como precificar',
      video_url: null,
      audience: 'all',
    });
    await expect(update(999_999, { title: 'X' })).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    await expect(update(created.id, { title: 'X' }, client.token)).rejects.toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
  });

  it('removes content: {message}, then 404; 404 for a missing one; 403 for non-admins', async () => {
    const created = await createOk();
    await expect(remove(created.id, supplier.token)).rejects.toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await remove(created.id)).toMatchObject({ message: 'Conteúdo removido.' });
    await expect(get(created.id, admin.token)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    await expect(remove(created.id)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
  });
});
