import type { Locale } from '@ponte/shared/i18n';
import { Form, useLocation } from 'react-router';
import { useLocale } from '../utils/i18n.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/icon.tsx';

// Each language is offered in its own words, as language pickers do, so they are not catalog phrases.
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  'pt-BR': { locale: 'en', name: 'English' },
  en: { locale: 'pt-BR', name: 'Português' },
};

const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

/**
 * The language switch (docs/product.md#language-and-theme) (pt-BR / English): a plain POST to /set-language, which stores the choice
 * and comes back to this page, so it works without JavaScript too.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = OTHER[useLocale()];
  return (
    <Form method="post" action="/set-language">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <Button
        type="submit"
        name="locale"
        value={other.locale}
        lang={other.locale}
        color="inherit"
        startIcon={<Icon path={TRANSLATE_ICON} />}
      >
        {other.name}
      </Button>
    </Form>
  );
}
