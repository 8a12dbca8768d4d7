// The firm's identity and its business numbers (docs/product.md#business), once; each service's
// price is in the service catalogue (common/services/catalogue.ts). Identity values are
// clearly marked placeholders: the firm edits this file. A production start refuses to run
// while any is left (server/config/identity-placeholders.ts; README, "Before launch").
export const BUSINESS = {
  brand: 'Asesoría Países Bajos',
  founderName: 'Nombre Apellido (placeholder)',
  /** The {name} of the about page's address, /sobre-{name} (docs/product.md#pages). */
  founderSlug: 'fundadora',
  /** The founder's photo on the about page: a file in web/content/people, a portrait at least 480 px wide (built at 240 and 480 px). */
  founderPhoto: 'founder-placeholder.svg',
  phone: '+31 6 00000000',
  whatsappNumber: '31600000000',
  email: 'hola@example.com',
  city: 'Rotterdam',
  /** The firm's clock: days and times in the inbox, its filters, exports and nightly jobs. */
  timeZone: 'Europe/Amsterdam',
  address: 'Straatnaam 1, 3011 AA Rotterdam (placeholder)',
  kvkNumber: '00000000',
  reviewUrl: 'https://maps.example.com/review',
  settledInNetherlands: 2017,
  copyrightYear: 2025,
} as const;

/** The packs' prices in euros; the services' are in the service catalogue (common/services/catalogue.ts), apart so
 * that the pages that show no price do not load it (this file is on every page). */
export const PACK_PRICES = { student: 947, professional: 1595, family: 2195 } as const;

/** Client rating shown on the site. `count` is the number of reviews behind it: a placeholder to keep up to date. */
export const RATING = { value: 4.9, best: 5, count: 6 } as const;

/** The comparison with traditional agencies and the savings claims. */
export const CLAIMS = { fromPrice: 795, agencyPrice: 4500, savingsPercent: 40, zorgtoeslagPerYear: 1400 } as const;

/** Opening hours, Amsterdam time (docs/product.md#business). */
export const HOURS = {
  weekdays: { days: 'Mo-Fr', opens: '18:00', closes: '22:00' },
  weekend: { days: 'Sa-Su', opens: '10:00', closes: '14:00' },
} as const;

/**
 * The one reply-time promise (docs/decisions/0027-what-happens-next.md): a request is answered by
 * the close of the first opening period that still has `minimumMinutes` ahead of it when the
 * request arrives (common/reply-promise.ts works out the day). The confirmation screen, the
 * confirmation email and the site's reply-time texts all say this.
 */
export const REPLY_PROMISE = { minimumMinutes: 60 } as const;

/** Support included after the service, per pack. */
export const SUPPORT = {
  student: { count: 1, unit: 'week' },
  professional: { count: 1, unit: 'month' },
  family: { count: 2, unit: 'month' },
  housingSearch: { count: 30, unit: 'day' },
} as const;

/**
 * What the firm's Google Tag Manager container carries; the banner speaks of exactly that. The
 * container itself is build configuration (`ANALYTICS_GTM_ID`, docs/decisions/0033-analytics-tag-at-build.md):
 * without one no tag is ever loaded and no consent banner shows (there is nothing to consent
 * to); with one, it loads only after the visitor accepts cookies (Consent Mode v2 starts denied).
 */
export const ANALYTICS: { purposes: { analytics: boolean; advertising: boolean } } = {
  purposes: { analytics: true, advertising: true },
};

/**
 * What the forms collect. Set `bsn` to false if the firm's counsel advises it: the citizen
 * service number then disappears from every form, schema, email and the inbox
 * (docs/SECURITY.md, "Collecting the BSN at all"); requests that still send one have it dropped, not stored.
 */
export const DATA_COLLECTION = { bsn: true } as const;

/**
 * The privacy policy a visitor agrees to: the `updated` date of web/content/pages/privacy.*.md
 * (tests/api/content.test.ts keeps them equal). Each lead with the acceptance box records it
 * (docs/product.md#forms, docs/SECURITY.md "Privacy records"). Change both when the policy changes.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26';

/** The periods two forms ask about: work in the Netherlands for U1, work abroad for the 30% ruling. */
export const FORM_PERIODS = { u1WorkYears: 5, ruling30AbroadMonths: 24 } as const;

/** Call lengths in minutes: the free consultation and the urgent video call. */
export const CALLS = { freeConsultation: 15, urgentVideo: 30 } as const;

/**
 * Calls booked on the site (docs/decisions/0055-booking-on-the-site.md): offered within the opening
 * hours (HOURS) on a grid of `stepMinutes`, no sooner than `leadTimeHours` from now and no later
 * than `horizonDays` ahead; one address and one network hold at most `futurePerPerson` calls still to come.
 */
export const BOOKING = { leadTimeHours: 2, horizonDays: 21, stepMinutes: 15, futurePerPerson: 2 } as const;
