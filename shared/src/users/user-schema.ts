import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES, UF_LIST } from '../constants.ts';
import { PaginateMetaSchema, paginateRequestSchema } from '../http/paginate-schema.ts';
import { SessionSchema, SubscriptionStateSchema } from '../auth/session-schema.ts';
import {
  CepSchema,
  DocumentSchema,
  EmailSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  optionalText,
} from '../validation/fields.ts';

/** A user as the API shows it (never the password hash). */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  subscription: SubscriptionStateSchema,
});
export type User = z.infer<typeof UserSchema>;

const profileFields = {
  name: NameSchema,
  last_name: NameSchema,
  email: EmailSchema,
  document: DocumentSchema.nullish(),
  phone: PhoneSchema.nullish(),
  postcode: CepSchema.nullish(),
  address: optionalText(200),
  number: optionalText(20),
  complement: optionalText(120),
  state: z.enum(UF_LIST, { error: 'UF inválida.' }).nullish(),
  city: optionalText(120),
  district: optionalText(120),
};

export const UserCreateSchema = z.strictObject({
  ...profileFields,
  password: PasswordSchema,
  role: z.enum(ROLES).default('client'),
});
export type UserCreate = z.input<typeof UserCreateSchema>;

/** PUT /v1/users/{id} body is `{ data: … }` (docs/product.md#contract). Role and `active` are admin-only fields. */
export const UserUpdateSchema = z.strictObject({
  ...profileFields,
  role: z.enum(ROLES),
  active: z.boolean(),
  password: PasswordSchema,
  current_password: z.string().max(200),
}).partial();
export type UserUpdate = z.input<typeof UserUpdateSchema>;
export const UserUpdateRequestSchema = z.strictObject({ data: UserUpdateSchema });

export const USER_SORT_FIELDS = ['id', 'name', 'email', 'role', 'created_at'] as const;
export const UserListQuerySchema = paginateRequestSchema(
  USER_SORT_FIELDS,
  z.strictObject({
    role: z.enum(ROLES).optional(),
    subscription: z.enum(SUBSCRIPTION_STATUSES).optional(),
    active: z.boolean().optional(),
  }),
);
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserListSchema = z.object({
  clients: z.array(UserSchema),
  paginate: PaginateMetaSchema,
});
export type UserList = z.infer<typeof UserListSchema>;

/** GET /v1/users/current-user: the spec's `current_user` and `session`. */
export const CurrentUserResponseSchema = z.object({
  current_user: UserSchema,
  session: SessionSchema,
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponseSchema>;
