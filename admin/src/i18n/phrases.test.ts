import { describe, expect, it } from 'vitest';
import { en } from '@ponte/shared/i18n';
import { ASAAS_STATUS_LABELS, BILLING_METHOD_LABELS, CHARGE_STATE_LABELS } from '@ponte/shared/vocabulary';
import { untranslatedLabels } from './resource-messages.ts';

// The phrases written in the console's code are checked with the site's by one scan,
// shared/src/i18n/phrase-scan.test.ts; what only the console has is its resources' field labels.
describe('the console’s resource field labels', () => {
  it('each have an English translation in the shared catalog', () => {
    expect(untranslatedLabels(en)).toEqual([]);
  });
});

// Labels the console shows from shared tables, not written in its code: the scan does not see them.
describe('the payment labels of the subscriptions screen', () => {
  it('each have an English translation in the shared catalog', () => {
    const labels = [BILLING_METHOD_LABELS, CHARGE_STATE_LABELS, ASAAS_STATUS_LABELS].flatMap(Object.values);
    expect(labels.filter((label) => !(label in en))).toEqual([]);
  });
});
