/**
 * zod schemas of the shapes in types.ts, for catalogue.test.ts: the data files are plain
 * TypeScript objects, and the schemas catch what the type checker cannot (empty strings,
 * unknown keys, malformed ids and illustration paths). Not imported by the site.
 */
import { z } from '@vitrine/shared/zod';
import { LOGISTICS_SOLUTIONS, paths } from '../routes';
import { MODULE_CATEGORIES } from './types';

/** lucide-react icons are forwardRef objects (or functions in other builds). */
export const icon = z.custom<unknown>(
  (value) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value),
  'a lucide-react icon',
);
export const text = z.string().trim().min(1);
export const illustration = z.strictObject({ src: z.string().regex(/^\/catalogue\/[\w-]+\.svg$/), alt: text });
const category = z.enum(MODULE_CATEGORIES);
const infoCard = z.strictObject({ image: z.union([illustration, icon]), title: text, description: text });
const tabOption = z.strictObject({ id: category, tabName: text, description: text });
const moduleItem = z.strictObject({ title: text.optional(), text, markersDecoration: z.boolean().optional() });
const moduleSection = z
  .strictObject({
    title: text.optional(),
    subtitle: text.optional(),
    text: text.optional(),
    items: z.array(moduleItem).min(1).optional(),
    textNImage: z.strictObject({ text, image: illustration }).optional(),
  })
  .refine((s) => s.text || s.items || s.textNImage, 'a section needs text, items or textNImage');
const moduleCard = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  icon,
  description: text,
  category,
  content: z.strictObject({
    section: z.strictObject({ title: text, text, image: illustration.optional() }),
    sections: z.array(moduleSection).min(1),
    conclusion: z.strictObject({ text }),
  }),
});
const meta = z.strictObject({ title: text, description: text });
export const solution = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  description: text,
  infoCardsData: z.array(infoCard).min(3),
  infoCardsPerLineLg: z.union([z.literal(3), z.literal(4)]),
  bannerData: z.strictObject({ title: text, bigText: text, image: illustration }),
  tabOptions: z.array(tabOption).min(1),
  modulesCardsData: z.array(moduleCard).min(1),
  meta,
});
export const solutionCard = z.strictObject({
  title: text,
  subtitle: text,
  image: illustration,
  link: z.string().startsWith(`${paths.solutions}/`).optional(),
  description: text.optional(),
});
export const consultingService = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  englishName: text.optional(),
  subtitle: text,
  icon,
  image: illustration,
  description: text,
  deliverables: z.array(text).min(2),
});
export const logisticsProduct = z.strictObject({
  id: z.enum(LOGISTICS_SOLUTIONS),
  heading: z.strictObject({
    title: text,
    subtitle: text,
    description: text,
    image: illustration,
    article: z.enum(['a', 'o']).optional(),
  }),
  featuresButtonLabel: text,
  infoCards: z.array(infoCard).min(1),
  middleTexts: z.array(text),
  bannerCarousel: z
    .array(z.strictObject({ id: text, tabName: text, image: illustration, title: text, titleColor: text.optional() }))
    .optional(),
  textCarousel: z.array(z.strictObject({ image: illustration, title: text, description: text })).optional(),
  imageAndText: z.array(
    z.strictObject({
      image: illustration,
      text,
      cards: z.array(z.strictObject({ icon, title: text, text })),
    }),
  ),
  modules: z.strictObject({ tabOptions: z.array(tabOption).min(1), cards: z.array(moduleCard).min(1) }).optional(),
  resumeCards: z.array(z.strictObject({ icon, description: text })),
  meta,
});
