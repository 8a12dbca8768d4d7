// When each fixed page's content last changed, for the sitemap's <lastmod>, so that search engines
// recrawl only what changed.
// Articles and content pages take theirs from their front matter (date, updated). A clean
// clone has no git history to ask, so the date lives here: change it with the page's texts.
// 2026-11-22: the day every page below was written (git log of web/src/locales and web/src/pages).
import type { PAGES } from './routes';

export const PAGE_UPDATED: Record<keyof typeof PAGES, string> = {
  home: '2026-11-22',
  about: '2026-11-22',
  blog: '2026-11-22',
  housingService: '2026-11-22',
  housingLanding: '2026-11-22',
  taxReturnForm: '2026-11-22',
  zzpForm: '2026-11-22',
  healthForm: '2026-11-22',
  unemploymentForm: '2026-11-22',
  ruling30Form: '2026-11-22',
  carImportForm: '2026-11-22',
  consultationForm: '2026-11-22',
  studentPack: '2026-11-22',
  professionalPack: '2026-11-22',
  familyPack: '2026-11-22',
  booking: '2026-11-22',
  privacy: '2026-11-22',
  thankYou: '2026-11-22',
};
