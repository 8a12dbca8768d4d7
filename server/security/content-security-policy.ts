// The headers helmet sets, with a strict Content-Security-Policy for the built SPA (issue 8):
// every script is a file from our own origin (the prerendered pages carry no inline script
// but JSON-LD data blocks, which are not executed), no inline styles but the prerendered
// pages' stylesheet blocks, allowed by their hashes (scripts/build/inline-styles.ts), no style
// attributes, no plugins, no framing,
// forms post only to us. The tag manager's hosts are allowed only when the firm configured a
// container id (common/business.ts ANALYTICS.gtmId); it loads only after consent anyway.
import type { HelmetOptions } from 'helmet';
import { ANALYTICS } from '../../common/business';

// Google's documented hosts for Tag Manager with Google Analytics 4.
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

export function securityHeaders({
  production,
  styleHashes = [],
  tagManager = Boolean(ANALYTICS.gtmId),
}: {
  production: boolean;
  /** 'sha256-…' sources of the inline <style> blocks the built pages carry. */
  styleHashes?: readonly string[];
  tagManager?: boolean;
}): Readonly<HelmetOptions> {
  const extra = (kind: keyof typeof TAG_MANAGER) => (tagManager ? TAG_MANAGER[kind] : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra('script')],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...styleHashes],
        styleSrcAttr: ["'none'"],
        imgSrc: ["'self'", 'data:', ...extra('img')],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra('connect')],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only behind TLS: on http://localhost it would break the development server.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // Helmet's default is SAMEORIGIN; the CSP above already forbids every frame.
    frameguard: { action: 'deny' },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
