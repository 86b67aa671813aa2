import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

function Page({ title }: { title: string }) {
  useDocumentTitle();
  return <span id="react-admin-title">{title}</span>;
}

describe('the console tab title', () => {
  it("follows the app bar's title, page after page, including the 404", async () => {
    const { rerender } = render(<Page title="Planos" />);
    expect(document.title).toBe('Planos · Ponte · Administração');
    rerender(<Page title="Página não encontrada" />);
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Ponte · Administração'));
  });
});
