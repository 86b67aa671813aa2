import { describe, expect, it } from 'vitest';
import { autoProvider, manualProvider, paymentProvider } from './payment-providers.ts';
import { addInterval } from './subscriptions.service.ts';

describe('addInterval', () => {
  it('adds a calendar month or year in UTC, keeping the time of day', () => {
    expect(addInterval(new Date('2026-03-15T10:30:00Z'), 'month').toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
    expect(addInterval(new Date('2026-12-20T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-20T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-03-15T10:30:00Z'), 'year').toISOString()).toBe(
      '2027-03-15T10:30:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month instead of spilling into the next', () => {
    expect(addInterval(new Date('2026-01-31T12:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addInterval(new Date('2028-01-31T12:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T12:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });
});

describe('payment providers', () => {
  const starting = { id: 1, user_id: 2, plan_id: 3, price_cents: 4990 };

  it('PAYMENTS picks the provider', () => {
    expect(paymentProvider({ PAYMENTS: 'manual' })).toBe(manualProvider);
    expect(paymentProvider({ PAYMENTS: 'auto' })).toBe(autoProvider);
  });

  it('manual leaves the subscription pending, auto confirms it at once', async () => {
    expect(await manualProvider.start(starting)).toMatchObject({ status: 'pending' });
    expect(await autoProvider.start(starting)).toEqual({ status: 'active' });
  });
});
