// The headers helmet sets, with a strict Content-Security-Policy for the built SPA (docs/SECURITY.md):
// every script is a file from our own origin (the prerendered pages carry no inline script
// but JSON-LD data blocks, which are not executed), no inline styles but the prerendered
// pages' stylesheet blocks, allowed by their hashes (build/inline-styles.ts), no style
// attributes, no plugins, no framing,
// forms post only to us. The tag manager's hosts are allowed only when the build carries a
// container id (build/analytics-tag.ts, recorded in the pages' manifest); it loads only after consent anyway.
import type { RequestHandler } from 'express';
import type { HelmetOptions } from 'helmet';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-reports';

// Google's documented hosts for Tag Manager with Google Analytics 4.
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

export function securityHeaders({
  production,
  styleHashes = [],
  tagManager = false,
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
        // Only the inbox frames anything: its own documents' previews (docs/decisions/0029-document-preview.md).
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Violations are reported to us (csp-reports.ts): report-to where the Reporting API
        // exists, report-uri elsewhere (browsers that know report-to ignore report-uri).
        reportTo: [CSP_REPORT_GROUP],
        reportUri: [CSP_REPORT_PATH],
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

// Powerful features the site never uses are switched off for it and for anything it might
// ever embed, so an injected script could not ask for them either. Choosing a photo with the
// phone's camera through a file input needs none of them (the browser's own picker).
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers helmet does not set: Permissions-Policy, and the endpoint the CSP's report-to names. */
export const moreSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  next();
};
