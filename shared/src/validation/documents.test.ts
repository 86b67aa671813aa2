import { describe, expect, it } from 'vitest';
import {
  completeCnpj,
  completeCpf,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
} from './documents.ts';

describe('CPF and CNPJ check digits', () => {
  it('accepts real-format valid numbers, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidDocument('1234')).toBe(false);
  });

  it('completes a base with the digits the validators expect', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCnpj('112223330001')).toBe('11222333000181');
  });

  it('checks the CEP format', () => {
    expect(isValidCep('01001-000')).toBe(true);
    expect(isValidCep('01001000')).toBe(true);
    expect(isValidCep('0100100')).toBe(false);
    expect(isValidCep('01001-00a')).toBe(false);
  });
});
