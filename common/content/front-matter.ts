// What every content file must say about itself (docs/decisions/0004-content-as-markdown.md). A file that
// breaks these rules fails the build with its name and the rule.
import { z } from 'zod';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const isoDate = z.iso.date();

export const ICONS = [
  'id-card',
  'heart-pulse',
  'baby',
  'landmark',
  'briefcase',
  'shield-alert',
  'key-round',
  'house',
  'map-pin',
  'file-check',
  'euro',
  'truck',
] as const;

export const ArticleMetaSchema = z.strictObject({
  key: slug,
  lang: z.enum(['es', 'en']),
  slug,
  title: text(20, 70),
  description: text(70, 170),
  date: isoDate,
  readingMinutes: z.number().int().min(1).max(30),
  category: text(2, 40),
  tags: z.array(text(2, 40)).min(1).max(8),
  icon: z.enum(ICONS),
  related: z.array(slug).min(1).max(4),
  chatMessage: text(10, 300),
  // An illustration of web/content/images and its description in the article's language.
  hero: z.string().regex(/^[a-z0-9-]+\.svg$/),
  heroAlt: text(10, 250),
  housingGuide: z.boolean().optional(),
  featured: z.boolean().optional(),
});
export type ArticleMeta = z.output<typeof ArticleMetaSchema>;

export const PageMetaSchema = z.strictObject({
  key: slug,
  lang: z.enum(['es', 'en']),
  title: text(20, 70),
  description: text(70, 170),
  updated: isoDate.optional(),
});
export type PageMeta = z.output<typeof PageMetaSchema>;
