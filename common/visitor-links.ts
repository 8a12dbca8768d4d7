// The visitor's private links (docs/decisions/0050-visitor-links-and-bookings.md): her request
// page, where she follows her request, sends what is still missing and moves or cancels her
// booking. The token is 32 random bytes in base64url; only the server keeps its hash.
import type { Lang } from './lang';

/** The page's address prefix per language; the token follows it. */
export const REQUEST_PAGE_PREFIX: Record<Lang, string> = { es: '/solicitud/', en: '/en/request/' };

/** 32 bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const VISITOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function requestPagePath(lang: Lang, token: string): string {
  return `${REQUEST_PAGE_PREFIX[lang]}${token}`;
}
