// A small checker for the schema.org types our pages state in JSON-LD (web/src/seo/
// structured-data.ts): the properties Google's rich results and schema.org expect for each
// type, present and of the right kind. Returns the problems found, each with its path.
type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string' && value.trim().length > 0;
const url: Check = (value) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isoDate: Check = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const time: Check = (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const positive: Check = (value) => number(value) && (value as number) > 0;
const currency: Check = (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value);
const reference: Check = (value) =>
  typeof value === 'object' && value !== null && url((value as { '@id'?: unknown })['@id']);
const textList: Check = (value) => Array.isArray(value) && value.length > 0 && value.every(text);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const days: Check = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((day) => DAYS.includes(day as string));

/** A property: a check of its value, or a nested object of the named type (or a list of them). */
type Rule = Check | { type: string; list?: boolean };
type TypeRules = { required: Record<string, Rule>; optional?: Record<string, Rule> };

export const SCHEMA_TYPES: Record<string, TypeRules> = {
  ProfessionalService: {
    required: { name: text, url, telephone: text, address: { type: 'PostalAddress' } },
    optional: {
      email: text,
      description: text,
      aggregateRating: { type: 'AggregateRating' },
      openingHoursSpecification: { type: 'OpeningHoursSpecification', list: true },
      hasOfferCatalog: { type: 'OfferCatalog' },
      knowsLanguage: textList,
      areaServed: text,
    },
  },
  PostalAddress: { required: { streetAddress: text, addressLocality: text, postalCode: text, addressCountry: text } },
  AggregateRating: { required: { ratingValue: positive, ratingCount: positive }, optional: { bestRating: positive } },
  OpeningHoursSpecification: { required: { dayOfWeek: days, opens: time, closes: time } },
  OfferCatalog: { required: { name: text, itemListElement: { type: 'Offer', list: true } } },
  Offer: { required: { price: number, priceCurrency: currency }, optional: { itemOffered: { type: 'Service' }, url } },
  Service: {
    required: { name: text },
    optional: { description: text, url, provider: reference, areaServed: text, offers: { type: 'Offer' } },
  },
  BlogPosting: {
    required: {
      headline: (value) => text(value) && (value as string).length <= 110,
      description: text,
      datePublished: isoDate,
      dateModified: isoDate,
      image: url,
      mainEntityOfPage: url,
      author: { type: 'Organization' },
      publisher: reference,
    },
    optional: { inLanguage: text, keywords: text, articleSection: text },
  },
  Organization: { required: { name: text }, optional: { url } },
  BreadcrumbList: { required: { itemListElement: { type: 'ListItem', list: true } } },
  ListItem: { required: { position: positive, name: text, item: url } },
  FAQPage: { required: { mainEntity: { type: 'Question', list: true } } },
  Question: { required: { name: text, acceptedAnswer: { type: 'Answer' } } },
  Answer: { required: { text } },
};

export function schemaProblems(node: unknown, path = '$', expected?: string): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path}: not an object`];
  const object = node as Record<string, unknown>;
  const type = object['@type'];
  if (typeof type !== 'string' || !SCHEMA_TYPES[type]) return [`${path}: unknown @type ${String(type)}`];
  if (expected && type !== expected) return [`${path}: @type ${type}, expected ${expected}`];
  if (path === '$' && object['@context'] !== 'https://schema.org')
    return [`${path}: @context is not https://schema.org`];
  const rules = SCHEMA_TYPES[type];
  const problems: string[] = [];
  const check = (name: string, rule: Rule, value: unknown) => {
    const at = `${path}.${name}`;
    if (typeof rule === 'function') {
      if (!rule(value)) problems.push(`${at}: wrong value ${JSON.stringify(value)}`);
    } else if (rule.list) {
      if (!Array.isArray(value) || value.length === 0)
        problems.push(`${at}: expected a non-empty list of ${rule.type}`);
      else value.forEach((item, index) => problems.push(...schemaProblems(item, `${at}[${index}]`, rule.type)));
    } else {
      problems.push(...schemaProblems(value, at, rule.type));
    }
  };
  for (const [name, rule] of Object.entries(rules.required)) {
    if (object[name] === undefined) problems.push(`${path}.${name}: missing (required for ${type})`);
    else check(name, rule, object[name]);
  }
  for (const [name, rule] of Object.entries(rules.optional ?? {})) {
    if (object[name] !== undefined) check(name, rule, object[name]);
  }
  if (type === 'BreadcrumbList' && Array.isArray(object.itemListElement)) {
    const positions = object.itemListElement.map((item) => (item as { position?: unknown }).position);
    if (positions.some((position, index) => position !== index + 1))
      problems.push(`${path}.itemListElement: positions are not 1..n in order`);
  }
  return problems;
}
