import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogText } from './dialog.tsx';
import { lazyPart } from './lazy-part.ts';
import { DropdownMenu, MenuItem } from './menu.tsx';

describe('lazyPart', () => {
  it('downloads once, keeps the module, and tries again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ name: 'base-ui' });
    const part = lazyPart(importer);
    expect(part.current()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('offline');
    expect(await part.load()).toEqual({ name: 'base-ui' });
    expect(await part.load()).toEqual({ name: 'base-ui' });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(part.current()).toEqual({ name: 'base-ui' });
  });
});

describe('the first paint, before Base UI is downloaded', () => {
  it("renders the menu's trigger as a plain button with the menu's name and closed state, no items", () => {
    const html = renderToString(
      <DropdownMenu triggerId="user" triggerLabel="Joana Pereira" trigger={<span>JP</span>}>
        <MenuItem>Sair</MenuItem>
      </DropdownMenu>,
    );
    expect(html).toContain(
      '<button type="button" id="user" aria-label="Joana Pereira" aria-haspopup="menu" aria-expanded="false"',
    );
    expect(html).toContain('JP');
    expect(html).not.toContain('Sair');
  });

  it('renders no dialog on the server, even open, and dialog text outside a dialog as a paragraph', () => {
    expect(renderToString(<Dialog open onClose={() => {}} title="Excluir?" />)).toBe('');
    expect(renderToString(<DialogText id="t">Texto</DialogText>)).toMatch(
      /^<p id="t" class="[^"]*">Texto<\/p>$/,
    );
  });
});
