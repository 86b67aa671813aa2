import { describe, expect, it } from 'vitest';
import { metaT, requestLocale, t } from './i18n.ts';

const withCookie = (cookie?: string) =>
  new Request('http://localhost:3000/', { headers: cookie ? { Cookie: cookie } : {} });

describe('i18n', () => {
  it('reads the language from the ponte_lang cookie, pt-BR otherwise', () => {
    expect(requestLocale(withCookie('a=1; ponte_lang=en; b=2'))).toBe('en');
    expect(requestLocale(withCookie('ponte_lang=pt-BR'))).toBe('pt-BR');
    expect(requestLocale(withCookie('ponte_lang=xx'))).toBe('pt-BR');
    expect(requestLocale(withCookie('not_ponte_lang=en'))).toBe('pt-BR');
    expect(requestLocale(withCookie())).toBe('pt-BR');
  });

  it('translates meta in the root loader’s locale', () => {
    expect(metaT([{ id: 'root', loaderData: { locale: 'en' } }])('Produtos')).toBe('Products');
    expect(metaT([{ id: 'root', loaderData: undefined }])('Produtos')).toBe('Produtos');
    expect(t('Produtos')).toBe('Produtos');
  });
});
