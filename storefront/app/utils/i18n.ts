import { translate, type Locale } from '@ponte/shared/i18n';

/** pt-BR only for now; a per-person locale would be chosen here. */
const locale: Locale = 'pt-BR';

/** Translates a catalog phrase (the key is the pt-BR text itself, DESIGN §9). */
export const t = (phrase: string, vars?: Record<string, string | number>) => translate(locale, phrase, vars);

/** The component-side form of `t`, so components stay unchanged when the locale becomes per person. */
export const useT = () => t;
