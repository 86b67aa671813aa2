import { describe, expect, it } from 'vitest';
import { needsSubscriptionDialog } from './subscription-dialog.tsx';

describe('the inactive-subscription dialog rule', () => {
  it.each(['/', '/products', '/product/3', '/shipping', '/shipping/view/4', '/erp', '/plansx'])(
    'shows it to an inactive supplier or client on %s',
    (path) => {
      expect(needsSubscriptionDialog('supplier', false, path)).toBe(true);
      expect(needsSubscriptionDialog('client', false, path)).toBe(true);
    },
  );

  it.each(['/plans', '/plans/renew', '/profile', '/viewcontent', '/viewcontent/view/2', '/content/view/2'])(
    'keeps %s usable for inactive accounts (docs/domain-rules.md#inactive-accounts)',
    (path) => {
      expect(needsSubscriptionDialog('supplier', false, path)).toBe(false);
      expect(needsSubscriptionDialog('client', false, path)).toBe(false);
    },
  );

  it('never shows it to an active account or to an admin', () => {
    expect(needsSubscriptionDialog('supplier', true, '/products')).toBe(false);
    expect(needsSubscriptionDialog('client', true, '/')).toBe(false);
    expect(needsSubscriptionDialog('admin', false, '/')).toBe(false);
  });
});
