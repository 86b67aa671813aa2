import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The console's client search as an admin types it (decision 046). */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
let joao: Awaited<ReturnType<TestApp['signUp']>>;
let empresa: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  joao = await t.signUp('client', {
    name: 'João Antônio',
    last_name: 'Conceição',
    email: 'joao.antonio@exemplo.com.br',
    document: '39053344705',
    phone: '11987654321',
  });
  empresa = await t.signUp('client', {
    name: 'Maria',
    last_name: 'Souza',
    email: 'compras@lojadamaria.com.br',
    document: '12345678000195',
    phone: '1134567890',
  });
});
afterAll(() => t.close());

async function found(search: string) {
  const res = await t.api(admin.token).users.paginate({ search });
  expect(res.paginate.total, search).toBe(res.clients.length);
  return res.clients.map((u) => u.id);
}

describe('client search in the console', () => {
  it('ignores accents and case on both sides', async () => {
    for (const search of ['joao', 'JOÃO', 'conceicao', 'CONCEIÇÃO', 'antonio', 'Antônio']) {
      expect(await found(search), search).toEqual([joao.user.id]);
    }
  });

  it('matches every word in any order, across name, surname and e-mail', async () => {
    expect(await found('conceicao joao')).toEqual([joao.user.id]);
    expect(await found('souza lojadamaria')).toEqual([empresa.user.id]);
    expect(await found('joao souza')).toEqual([]);
  });

  it('finds a CPF, CNPJ or phone typed formatted or as digits', async () => {
    for (const search of [
      '390.533.447-05',
      '39053344705',
      '390.533',
      '(11) 98765-4321',
      '11987654321',
      '98765-4321',
    ]) {
      expect(await found(search), search).toEqual([joao.user.id]);
    }
    for (const search of ['12.345.678/0001-95', '12345678000195', '(11) 3456-7890']) {
      expect(await found(search), search).toEqual([empresa.user.id]);
    }
    expect(await found('390.533.447-06')).toEqual([]);
  });

  it('is answered by the trigram index on the folded text', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<Record<string, string>>(sql`EXPLAIN SELECT id FROM users
        WHERE ponte_fold(name || ' ' || last_name || ' ' || email || ' ' || coalesce(document, '') || ' ' || coalesce(phone, '')) LIKE '%joao%'`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('users_search_trgm');
  });
});
