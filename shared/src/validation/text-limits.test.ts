import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  ContentCreateSchema,
  LoginRequestSchema,
  PlanCreateSchema,
  ProductCreateSchema,
  ProductListQuerySchema,
  RegisterRequestSchema,
  ShippingOrderCreateSchema,
  ShippingUpdateSchema,
  maxLengthOf,
  textLimits,
  UserUpdateSchema,
} from '../index.ts';
import { TEXT_LIMITS } from './text-limits.ts';

// The inputs' limits are a copy the browser can afford; this keeps the copy equal to the schemas.
describe('TEXT_LIMITS agrees with the schemas the API validates with', () => {
  it('for people and addresses', () => {
    const { name, last_name, email, document, phone } = TEXT_LIMITS.person;
    expect(textLimits(RegisterRequestSchema)).toMatchObject({ name, last_name, email, document, phone });
    expect(textLimits(UserUpdateSchema)).toMatchObject({ ...TEXT_LIMITS.person, ...TEXT_LIMITS.address });
    expect(textLimits(LoginRequestSchema)).toMatchObject({ email, password: TEXT_LIMITS.person.password });
    expect(textLimits(AddressSchema)).toEqual(TEXT_LIMITS.address);
  });

  it('for products, shipments, plans, contents and searches', () => {
    expect(textLimits(ProductCreateSchema)).toEqual(TEXT_LIMITS.product);
    const { notes, note } = TEXT_LIMITS.shipping;
    expect(textLimits(ShippingUpdateSchema)).toEqual({ notes, note });
    const { name, document, phone, email } = TEXT_LIMITS.person;
    expect(textLimits(ShippingOrderCreateSchema.shape.recipient)).toEqual({ name, document, phone, email });
    const orderUpdate = ShippingUpdateSchema.shape.orders.unwrap().element;
    expect(textLimits(orderUpdate)).toEqual({
      tracking_code: TEXT_LIMITS.shipping.tracking_code,
      carrier: TEXT_LIMITS.shipping.carrier,
    });
    expect(maxLengthOf(PlanCreateSchema.shape.features.unwrap().element)).toBe(TEXT_LIMITS.plan.feature);
    expect(textLimits(PlanCreateSchema)).toEqual({
      name: TEXT_LIMITS.plan.name,
      description: TEXT_LIMITS.plan.description,
    });
    expect(textLimits(ContentCreateSchema)).toEqual(TEXT_LIMITS.content);
    expect(textLimits(ProductListQuerySchema)).toEqual({ search: TEXT_LIMITS.search });
  });
});
