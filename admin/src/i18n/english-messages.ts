import englishMessages from 'ra-language-english';
import { en as sharedPhrasesEn, translateFilled } from '@ponte/shared/i18n';
import { resourceMessagesFor } from './resource-messages.ts';

/** Nested polyglot messages, as react-admin's catalogs are. */
export type Messages = { [key: string]: string | Messages };

/** The shared catalog writes placeholders as `{name}`, polyglot as `%{name}`. */
const toPolyglot = (text: string) => text.replace(/\{(\w+)\}/g, '%{$1}');

/** Phrase-keyed catalog (pt-BR phrase -> English) as polyglot phrases, keys included. */
const phrasesAsPolyglot = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([pt, en]) => [toPolyglot(pt), toPolyglot(en)]));

/**
 * react-admin's English says "Delete" and "retry" where the product says "Remove" and "Try again" (one
 * verb per action, decision 042; `english-verbs.test.ts` checks the merged messages).
 */
const oneVerbPerAction: Messages = {
  ra: {
    action: { delete: 'Remove' },
    message: {
      bulk_delete_content:
        'Are you sure you want to remove this %{name}? |||| Are you sure you want to remove these %{smart_count} items?',
      bulk_delete_title: 'Remove %{name} |||| Remove %{smart_count} %{name}',
      delete_content: 'Are you sure you want to remove this %{name}?',
      delete_title: 'Remove %{name} %{recordRepresentation}',
    },
    auth: { sign_in_error: 'Authentication failed, please try again' },
    notification: { deleted: 'Element removed |||| %{smart_count} elements removed' },
  },
};

/**
 * English: react-admin's own messages (with the product's verbs), resource names and every phrase of the shared catalog. Its own
 * chunk: the catalog is most of the console's words and pt-BR needs none of it (a pt-BR phrase key is its
 * own text), so it loads when English is chosen (decision 037).
 */
export const englishLayers: Messages[] = [
  englishMessages as unknown as Messages,
  oneVerbPerAction,
  resourceMessagesFor('en', sharedPhrasesEn) as Messages,
  phrasesAsPolyglot(sharedPhrasesEn),
];

/** A server sentence filled in pt-BR, in English with English numbers (decision 060); see i18n-provider.ts. */
export const rewriteFilled = (text: string) => translateFilled('en', text);
