import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './translate.ts';

describe('the date and time rule', () => {
  // 17:30 UTC is 14:30 in Brasília; 01:00 UTC on the 6th is still the 5th there.
  const afternoon = '2026-03-05T17:30:00.000Z';
  const lateNight = '2026-03-06T01:00:00.000Z';

  it('shows instants in Brasília time, whatever the machine’s zone', () => {
    expect(formatDate(lateNight)).toBe('05/03/2026');
    expect(formatDateTime(lateNight)).toBe('05/03/2026 22:00');
  });

  it('uses dd/mm/aaaa and 24-hour time in pt-BR (the default)', () => {
    expect(formatDate(afternoon)).toBe('05/03/2026');
    expect(formatDate(afternoon, 'pt-BR')).toBe('05/03/2026');
    expect(formatDateTime(afternoon)).toBe('05/03/2026 14:30');
  });

  it('uses the English format in en', () => {
    expect(formatDate(afternoon, 'en')).toBe('03/05/2026');
    expect(formatDateTime(afternoon, 'en')).toBe('03/05/2026, 02:30 PM');
  });
});
