import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('environment', () => {
  it('requires the Asaas key and webhook token with PAYMENTS=asaas, naming them without their values', () => {
    expect(() => parseEnv({ PAYMENTS: 'asaas' })).toThrow(
      /ASAAS_API_KEY: obrigatório[\s\S]*ASAAS_WEBHOOK_TOKEN: obrigatório/,
    );
    const key = '$aact_hmlg_chave-que-nao-pode-aparecer-1234567890';
    let message = '';
    try {
      parseEnv({ PAYMENTS: 'asaas', ASAAS_API_KEY: key, ASAAS_WEBHOOK_TOKEN: key });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ASAAS_WEBHOOK_TOKEN: não pode ser a chave da API/);
    expect(message).not.toContain(key);
    expect(
      parseEnv({ PAYMENTS: 'asaas', ASAAS_API_KEY: key, ASAAS_WEBHOOK_TOKEN: 'x'.repeat(40) }).ASAAS_BASE_URL,
    ).toBe('https://api-sandbox.asaas.com/v3');
    expect(parseEnv({}).PAYMENTS).toBe('manual');
  });
});
