import { describe, expect, it } from 'vitest';
import { DocumentSchema, PhoneSchema, CepSchema } from './fields.ts';
import {
  caretAfterMask,
  formatCep,
  formatDocument,
  formatOptional,
  formatPhone,
  maskCep,
  maskDocument,
  maskPhone,
} from './formats.ts';

describe('showing stored values', () => {
  it('formats complete CPF, CNPJ, phones and CEP as Brazilians write them', () => {
    expect(formatDocument('39053344705')).toBe('390.533.447-05');
    expect(formatDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('leaves anything incomplete or foreign as stored, and empty as empty', () => {
    expect(formatDocument('123')).toBe('123');
    expect(formatPhone('+351 912 345 678')).toBe('+351 912 345 678');
    expect(formatCep('0131010')).toBe('0131010');
    expect(formatOptional(formatPhone, null)).toBe('');
    expect(formatOptional(formatCep, '01310100')).toBe('01310-100');
  });
});

describe('masks while typing', () => {
  it('formats as far as the digits go, with no dangling separator', () => {
    expect(maskDocument('390')).toBe('390');
    expect(maskDocument('3905')).toBe('390.5');
    expect(maskDocument('390533447')).toBe('390.533.447');
    expect(maskDocument('3905334470')).toBe('390.533.447-0');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
  });

  it('switches CPF to CNPJ from the 12th digit and landline to mobile at the 11th', () => {
    expect(maskDocument('390.533.447-05')).toBe('390.533.447-05');
    expect(maskDocument('390.533.447-051')).toBe('39.053.344/7051');
    expect(maskDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('(11) 3456-78901')).toBe('(11) 34567-8901');
  });

  it('accepts pasted digits or formatted text and drops what does not fit', () => {
    expect(maskPhone(' 11 98765 4321 ')).toBe('(11) 98765-4321');
    expect(maskCep('01310-100')).toBe('01310-100');
    expect(maskCep('013101009')).toBe('01310-100');
    expect(maskDocument('12.345.678/0001-95 99')).toBe('12.345.678/0001-95');
    expect(maskDocument('abc')).toBe('');
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+5511987654321')).toBe('(11) 98765-4321');
  });

  it('keeps masked text valid for the wire schemas, which store digits only', () => {
    expect(DocumentSchema.parse(maskDocument('39053344705'))).toBe('39053344705');
    expect(PhoneSchema.parse(maskPhone('11987654321'))).toBe('11987654321');
    expect(CepSchema.parse(maskCep('01310100'))).toBe('01310100');
  });

  it('puts the caret back after the same number of digits', () => {
    expect(caretAfterMask('(11) 98765-4321', 2)).toBe(3);
    expect(caretAfterMask('(11) 98765-4321', 7)).toBe(10);
    expect(caretAfterMask('(11) 98765-4321', 0)).toBe(0);
    expect(caretAfterMask('01310-1', 9)).toBe(7);
  });
});
