import { described, z } from './schema.ts';

/**
 * The marketing content of both sites: the seven sections of the home page and the picture gallery. It lives in
 * the database (seeded on first start, edited later by an operator) and is served publicly with an ETag.
 */

/** Where an operator's uploaded image is served (POST /api/admin/uploads answers it): public and immutable. */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/;
const SHIPPED_CONTENT_IMAGE_PATTERN = /^\/content\/[a-z0-9/_-]+\.(svg|webp|avif|png|jpg)$/;

/**
 * An image shipped with the web app (under /content/…) or uploaded by an operator (/api/uploads/…), with its
 * intrinsic size so nothing jumps while loading.
 */
export const contentImageSchema = described(
  z.object({
    src: described(z.string().check(z.refine((src) => SHIPPED_CONTENT_IMAGE_PATTERN.test(src) || UPLOAD_URL_PATTERN.test(src))), {
      example: '/content/team/wang-li.svg',
      description: '/content/… (shipped) or /api/uploads/<id>.<png|jpg|webp> (uploaded)',
    }),
    width: z.number().check(z.int(), z.positive()),
    height: z.number().check(z.int(), z.positive()),
    alt: z.string().check(z.minLength(1)),
  }),
  { id: 'ContentImage' },
);
export type ContentImage = z.infer<typeof contentImageSchema>;

const text = z.string().check(z.minLength(1));
const link = z.object({ label: text, href: text });
const sectionIntro = { heading: text, summary: text };
/** Kept in the document (the console shows it) but left out of the public answers. */
const hidden = { hidden: z.optional(described(z.boolean(), { description: 'true: kept for the console, left out of the public answer' })) };

export const homeSectionIds = ['home', 'team', 'patents', 'model', 'advantages', 'honors', 'about'] as const;
export type HomeSectionId = (typeof homeSectionIds)[number];
/** The seed's top menu, in order. */
export const homeSectionTitles: Record<HomeSectionId, string> = {
  home: '首页',
  team: '核心团队',
  patents: '专利认证',
  model: '运营模式',
  advantages: '产品优势',
  honors: '荣誉认可',
  about: '关于我们',
};

export const homeContentSchema = described(
  z.object({
    hero: z.object({
      headline: text,
      subheadline: text,
      primaryCta: link,
      secondaryCta: link,
      highlights: z.array(z.object({ value: text, label: text })),
    }),
    team: z.object({
      ...sectionIntro,
      members: z.array(z.object({ name: text, title: text, bio: text, photo: contentImageSchema, ...hidden })),
    }),
    patents: z.object({
      ...sectionIntro,
      items: z.array(
        z.object({
          kind: z.enum(['发明专利', '实用新型专利', '软件著作权', '认证']),
          title: text,
          number: text,
          date: described(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), { description: 'YYYY-MM-DD' }),
          image: contentImageSchema,
          ...hidden,
        }),
      ),
    }),
    model: z.object({ ...sectionIntro, steps: z.array(z.object({ title: text, description: text, ...hidden })) }),
    advantages: z.object({
      ...sectionIntro,
      items: z.array(
        z.object({ icon: described(text, { description: 'an icon name the web app draws' }), title: text, description: text, ...hidden }),
      ),
    }),
    honors: z.object({
      ...sectionIntro,
      items: z.array(z.object({ title: text, issuer: text, year: z.number().check(z.int()), image: contentImageSchema, ...hidden })),
    }),
    about: z.object({
      heading: text,
      story: z.array(text),
      contact: z.object({
        company: text,
        hotline: text,
        serviceHours: text,
        email: text,
        address: text,
        icp: text,
        wechatQr: contentImageSchema,
      }),
    }),
  }),
  { id: 'HomeContent' },
);
export type HomeContent = z.infer<typeof homeContentSchema>;

export const pictureSchema = described(z.object({ id: text, image: contentImageSchema, caption: text, ...hidden }), { id: 'Picture' });
export type Picture = z.infer<typeof pictureSchema>;

export const pictureGallerySchema = described(
  z.object({ categories: z.array(z.object({ id: text, title: text, pictures: z.array(pictureSchema), ...hidden })) }),
  { id: 'PictureGallery' },
);
export type PictureGallery = z.infer<typeof pictureGallerySchema>;
