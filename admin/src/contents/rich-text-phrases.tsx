import { useMemo, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, type I18nProvider } from 'react-admin';

/**
 * ra-input-rich-text names its buttons with `ra.tiptap.*` keys, which ra-language-english (and so
 * our pt-BR messages, checked against it) does not have. Here they map onto phrase keys of the shared
 * catalog, so the toolbar speaks pt-BR, and English through the catalog.
 */
const TIPTAP_PHRASES: Record<string, string> = {
  'ra.tiptap.bold': 'Negrito',
  'ra.tiptap.italic': 'Itálico',
  'ra.tiptap.underline': 'Sublinhado',
  'ra.tiptap.strike': 'Tachado',
  'ra.tiptap.code': 'Código',
  'ra.tiptap.list_bulleted': 'Lista com marcadores',
  'ra.tiptap.list_numbered': 'Lista numerada',
  'ra.tiptap.link': 'Inserir link',
  'ra.tiptap.image': 'Inserir imagem',
  'ra.tiptap.image_dialog': 'Endereço https:// da imagem',
  'ra.tiptap.blockquote': 'Citação',
  'ra.tiptap.clear_format': 'Limpar formatação',
};

/** Gives its children a translate that knows TIPTAP_PHRASES. */
export function RichTextPhrases({ children }: { children: ReactNode }) {
  const i18nProvider = useI18nProvider();
  const value = useMemo<I18nProvider>(
    () => ({
      ...i18nProvider,
      translate: (key, options) => {
        const phrase = TIPTAP_PHRASES[key];
        // No English `_` default: in pt-BR a phrase key is its own text.
        return phrase
          ? i18nProvider.translate(phrase, { ...options, _: phrase })
          : i18nProvider.translate(key, options);
      },
    }),
    [i18nProvider],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
