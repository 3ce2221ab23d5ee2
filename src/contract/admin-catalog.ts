import { planSchema, stageSchema } from './catalog.ts';
import { UPLOAD_URL_PATTERN } from './content.ts';
import { described, z } from './schema.ts';

/**
 * The operations console's catalog: every plan (on sale or not) with its display order, creating and editing plans,
 * reordering them, and the image uploads their covers (and the marketing content) use.
 */

/** Where a plan's cover may point: an uploaded image, or an image shipped with the web app under /images/. */
export { UPLOAD_URL_PATTERN };
/** A plan's price, or its struck-through original, is at most ¥100,000: a typo in the console, not a plan (¥2,000 is our dearest). */
export const MAX_PLAN_PRICE_FEN = 10_000_000;

export const SHIPPED_IMAGE_PATTERN = /^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp|avif)$/;
export const PLAN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,63}$/;
export const PLAN_DURATION_MAX_DAYS = 1095;
export const PLAN_TEXT_MAX = 2000;

const shortText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const planCoverImageSchema = described(
  z.string().check(
    z.trim(),
    z.refine((value) => UPLOAD_URL_PATTERN.test(value) || SHIPPED_IMAGE_PATTERN.test(value), { error: 'PLAN_COVER_IMAGE_INVALID' }),
  ),
  {
    description: 'an /api/uploads/<id>.<ext> URL from POST /api/admin/uploads, or an /images/… path the web app ships',
    example: '/images/plans/junior.svg',
  },
);

const planFields = {
  title: requiredText(60),
  subtitle: shortText(120),
  stage: stageSchema,
  priceFen: described(z.number().check(z.int(), z.gte(1), z.lte(MAX_PLAN_PRICE_FEN)), {
    description: 'integer fen, 1 to 10,000,000 (¥100,000)',
  }),
  originalPriceFen: described(z.number().check(z.int(), z.gte(1), z.lte(MAX_PLAN_PRICE_FEN)), {
    description: 'integer fen, at least the price (shown struck through), at most 10,000,000',
  }),
  durationDays: described(z.number().check(z.int(), z.gte(1), z.lte(PLAN_DURATION_MAX_DAYS)), {
    description: `1–${PLAN_DURATION_MAX_DAYS} days`,
  }),
  inclusions: z.array(requiredText(200)).check(z.maxLength(20)),
  detailSections: z
    .array(z.object({ heading: requiredText(60), paragraphs: z.array(requiredText(PLAN_TEXT_MAX)).check(z.maxLength(20)) }))
    .check(z.maxLength(20)),
  faq: z.array(z.object({ question: requiredText(200), answer: requiredText(PLAN_TEXT_MAX) })).check(z.maxLength(30)),
  coverImage: planCoverImageSchema,
  onSale: described(z.boolean(), { description: 'false: readable, but it cannot be ordered and /api/plans leaves it out' }),
  sortOrder: z.optional(
    described(z.number().check(z.int(), z.gte(0), z.lte(1_000_000)), {
      description: 'display position, smaller first; omitted: last (create) or unchanged (edit)',
    }),
  ),
};

const priceNotAboveOriginal = z.refine<{ priceFen: number; originalPriceFen: number }>((plan) => plan.originalPriceFen >= plan.priceFen, {
  error: 'PLAN_PRICE_ABOVE_ORIGINAL',
  path: ['originalPriceFen'],
});

/** PUT /api/admin/plans/:id: every editable field, replacing the stored ones. */
export const planEditSchema = described(z.object(planFields).check(priceNotAboveOriginal), { id: 'PlanEdit' });
export type PlanEdit = z.infer<typeof planEditSchema>;

/** POST /api/admin/plans: the editable fields and the plan's id, which URLs and orders keep for good. */
export const newPlanSchema = described(
  z
    .object({
      id: described(z.string().check(z.trim(), z.toLowerCase(), z.regex(PLAN_ID_PATTERN)), {
        description: '2–64 lower-case letters, digits and -, e.g. junior-120; it never changes',
        example: 'junior-60',
      }),
      ...planFields,
    })
    .check(priceNotAboveOriginal),
  { id: 'NewPlan' },
);
export type NewPlan = z.infer<typeof newPlanSchema>;

export const adminPlanSchema = described(
  z.extend(planSchema, {
    sortOrder: z.number(),
    createdAt: described(z.string(), { description: 'ISO 8601 (UTC)' }),
    updatedAt: described(z.string(), { description: 'ISO 8601 (UTC)' }),
  }),
  { id: 'AdminPlan' },
);
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlanListSchema = described(z.object({ plans: z.array(adminPlanSchema) }), {
  id: 'AdminPlanList',
  description: 'every plan, on sale or not, in display order',
});
export type AdminPlanList = z.infer<typeof adminPlanListSchema>;

/** POST /api/admin/plans/order: every plan's id exactly once, first shown first. */
export const planOrderSchema = described(
  z.object({ ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(500)) }),
  { id: 'PlanOrder' },
);
export type PlanOrder = z.infer<typeof planOrderSchema>;

export const planIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Image uploads: the raw bytes as the request body with one of these content types. */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
export const uploadExtensions: Record<UploadContentType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const uploadSchema = described(
  z.object({
    id: z.string(),
    url: described(z.string(), { description: 'where it is served, forever (immutable)', example: '/api/uploads/0f3c…9a.png' }),
    contentType: z.enum(uploadContentTypes),
    byteSize: z.number(),
    width: described(z.number(), { description: 'pixels, read from the image itself' }),
    height: described(z.number(), { description: 'pixels, read from the image itself' }),
  }),
  { id: 'Upload' },
);
export type Upload = z.infer<typeof uploadSchema>;

export const uploadFileParamsSchema = z.object({
  file: described(z.string().check(z.maxLength(64)), { example: '0f3c5b7e9a1d2c4e6f8a0b1c3d5e7f9a.png' }),
});
