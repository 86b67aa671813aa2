import { z } from 'zod';
import { optionalText } from '../validation/fields.ts';

export const CONTENT_AUDIENCES = ['all', 'supplier', 'client'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

/** Educational content. `body` is HTML already sanitised by the server; `video_url` is an embed URL. */
export const ContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  video_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  category: z.string().nullable(),
  audience: z.enum(CONTENT_AUDIENCES),
  published: z.boolean(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Content = z.infer<typeof ContentSchema>;

const parsedUrl = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};
const isWebUrl = (value: string) => /^https?:$/.test(parsedUrl(value)?.protocol ?? '');
const isHttpsUrl = (value: string) => {
  const url = parsedUrl(value);
  return url?.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
};

/** An optional URL: "" or null clears it; anything else must pass `check`. */
const optionalUrl = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(1000)
    .nullable()
    .refine((v) => !v || check(v), { error: message })
    .transform((v) => v || null)
    .optional();

export const VIDEO_URL_MESSAGE = 'Informe um link do YouTube ou do Vimeo.';

const contentFields = {
  title: z.string().trim().min(1, { error: 'Campo obrigatório.' }).max(200),
  summary: optionalText(500),
  body: z.string().max(200_000),
  /** YouTube or Vimeo page/share/embed link; the server checks which and stores the embeddable form. */
  video_url: optionalUrl(isWebUrl, VIDEO_URL_MESSAGE),
  cover_url: optionalUrl(isHttpsUrl, 'Informe um endereço https://.'),
  category: optionalText(80),
  audience: z.enum(CONTENT_AUDIENCES, { error: 'Escolha todos, fornecedores ou revendedores.' }),
  published: z.boolean(),
  position: z.number().int().min(-1_000_000).max(1_000_000),
};

export const ContentCreateSchema = z.strictObject({
  ...contentFields,
  body: contentFields.body.default(''),
  audience: contentFields.audience.default('all'),
  published: contentFields.published.default(false),
  position: contentFields.position.default(0),
});
export type ContentCreate = z.input<typeof ContentCreateSchema>;

/** PUT /v1/contents/{id} body is `{ data: … }`. */
export const ContentUpdateSchema = z.strictObject(contentFields).partial();
export type ContentUpdate = z.input<typeof ContentUpdateSchema>;
export const ContentUpdateRequestSchema = z.strictObject({ data: ContentUpdateSchema });

/** GET /v1/contents query (other query keys are ignored, as browsers and caches add their own). */
export const ContentListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(80).optional(),
});

export const ContentListSchema = z.object({ data: z.array(ContentSchema) });
export const ContentResponseSchema = z.object({ data: ContentSchema });
