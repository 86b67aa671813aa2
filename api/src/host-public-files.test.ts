import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFilesOf } from './host.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-client-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function touch(file: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), '');
}

describe('publicFilesOf: the only paths the host looks up on disk before a page', () => {
  it('lists the build’s public files, nested ones too, and leaves out assets and precompressed twins', () => {
    for (const file of ['favicon.svg', 'favicon.svg.br', 'robots.txt.gz', 'robots.txt', 'images/logo.png'])
      touch(file);
    touch('assets/entry.client-abc.js');
    expect([...publicFilesOf(dir)].sort()).toEqual(['/favicon.svg', '/images/logo.png', '/robots.txt']);
  });

  it('never lists a page path', () => {
    const files = publicFilesOf(dir);
    for (const page of ['/', '/products', '/product/12', '/products.data', '/assets/entry.client-abc.js'])
      expect(files.has(page)).toBe(false);
  });
});
