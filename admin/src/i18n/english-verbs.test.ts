import { verbViolations } from '@ponte/shared/i18n';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../providers/i18n-provider.ts';
import { englishLayers, type Messages } from './english-messages.ts';

/** Every message of a catalog as [key, text]. */
const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/**
 * One verb per action (decision 042) in what the console really shows: react-admin's own messages merged
 * with the product's, in each language (the shared test covers the phrase catalog and the sources).
 */
describe("the console's messages use one verb per action", () => {
  it.each(['pt-BR', 'en'] as const)('%s', (locale) => {
    const messages = getMessages(locale, englishLayers) as unknown as Messages;
    const found = flatten(messages).flatMap(([key, text]) =>
      verbViolations(text, locale).map(({ word, verb }) => `${key} "${text}": "${word}" (say ${verb})`),
    );
    expect(flatten(messages).length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
