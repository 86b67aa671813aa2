import { describe, expect, it } from 'vitest';
import { en } from '@ponte/shared/i18n';
import { untranslatedLabels } from './resource-messages.ts';

// The phrases written in the console's code are checked with the site's by one scan,
// shared/src/i18n/phrase-scan.test.ts; what only the console has is its resources' field labels.
describe('the console’s resource field labels', () => {
  it('each have an English translation in the shared catalog', () => {
    expect(untranslatedLabels(en)).toEqual([]);
  });
});
