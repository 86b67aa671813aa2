import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Content } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { ContentCreate } from './content-create.tsx';
import { ContentEdit } from './content-edit.tsx';
import { ContentList } from './content-list.tsx';
import { ContentShow } from './content-show.tsx';

const guide: Content = {
  id: 3,
  title: 'Como precificar',
  summary: 'Margem sem susto',
  body: '<h2>Passo 1</h2><p>Some a <strong>margem</strong> ao custo.</p>',
  video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  cover_url: null,
  category: 'Vendas',
  audience: 'client',
  published: true,
  position: 2,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-18T12:00:00.000Z',
};
const draft: Content = {
  ...guide,
  id: 4,
  title: 'Rascunho de fornecedor',
  audience: 'supplier',
  published: false,
  category: null,
};

describe('the content list', () => {
  it('shows drafts and published content with their audience, in Portuguese', async () => {
    const dataProvider = fakeDataProvider([guide, draft]);
    renderAdmin(<ContentList />, {
      resource: 'contents',
      methods: dataProvider,
    });
    const row = (await screen.findByText('Rascunho de fornecedor')).closest('tr')!;
    expect(within(row).getByText('Fornecedores')).toBeTruthy();
    expect(within(row).getByLabelText('Não')).toBeTruthy();
    const published = screen.getByText('Como precificar').closest('tr')!;
    expect(within(published).getByText('Clientes')).toBeTruthy();
    expect(within(published).getByText('18/11/2026')).toBeTruthy();
  });
});

describe('the content preview', () => {
  it('renders the body as the API sanitised it, the embedded video and a link to the site', async () => {
    const dataProvider = fakeDataProvider([guide]);
    renderAdmin(<ContentShow />, {
      url: '/contents/3/show',
      resource: 'contents',
      methods: dataProvider,
    });
    expect(await screen.findByRole('heading', { name: 'Passo 1', level: 2 })).toBeTruthy();
    expect(screen.getByText('margem').tagName).toBe('STRONG');
    const video = screen.getByTitle('Vídeo: Como precificar');
    expect(video.getAttribute('src')).toBe(guide.video_url);
    expect(screen.getByRole('link', { name: /Ver no site/ }).getAttribute('href')).toBe(
      '/viewcontent/view/3',
    );
    expect(screen.getByText('Publicado')).toBeTruthy();
  });

  it('a draft has no link to the site', async () => {
    const dataProvider = fakeDataProvider([draft]);
    renderAdmin(<ContentShow />, {
      url: '/contents/4/show',
      resource: 'contents',
      methods: dataProvider,
    });
    expect(await screen.findByText('Rascunho')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ver no site/ })).toBeNull();
  });
});

describe('the content forms', () => {
  it('load the rich text editor with a Portuguese toolbar; creating lands on the content list', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider<Content>([]);
    const where = renderAdmin(<ContentCreate />, {
      url: '/contents/create',
      resource: 'contents',
      methods: dataProvider,
    });
    expect(await screen.findByRole('button', { name: 'Negrito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista numerada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Título 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Align|Alinhar/ })).toBeNull();
    // The editor's labelled wrapper is a group (ARIA forbids aria-labelledby on a role-less div), also
    // after the editor has replaced it while initialising.
    await waitFor(() => {
      const wrappers = document.querySelectorAll('.RaRichTextInput-editorContent[aria-labelledby]');
      expect(wrappers.length).toBeGreaterThan(0);
      for (const wrapper of wrappers) expect(wrapper.getAttribute('role')).toBe('group');
    });

    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Boas-vindas');
    await user.type(screen.getByLabelText('Vídeo'), 'https://youtu.be/dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toMatchObject({
      title: 'Boas-vindas',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      audience: 'all',
      published: false,
      position: 0,
      body: '',
    });
    await waitFor(() => expect(where.pathname()).toBe('/contents'));
  });

  it('editing opens the preview after saving; a refused video link stays on the form with the API’s message', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider([guide]);
    const where = renderAdmin(<ContentEdit />, {
      url: '/contents/3',
      resource: 'contents',
      methods: dataProvider,
    });
    expect(await screen.findByText('Passo 1')).toBeTruthy();
    const video = screen.getByLabelText('Vídeo');
    dataProvider.update.mockRejectedValueOnce(
      new HttpError('Os dados enviados são inválidos.', 422, {
        errors: { video_url: 'Informe um link do YouTube ou do Vimeo.' },
      }),
    );
    await user.clear(video);
    await user.type(video, 'https://example.com/video');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um link do YouTube ou do Vimeo.')).toBeTruthy();
    expect(where.pathname()).toBe('/contents/3');

    await user.clear(video);
    await user.type(video, 'https://vimeo.com/76979871');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1]![1].data).toMatchObject({
      video_url: 'https://vimeo.com/76979871',
    });
    await waitFor(() => expect(where.pathname()).toBe('/contents/3/show'));
  });
});
