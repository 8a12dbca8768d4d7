// Where browsers report what the Content-Security-Policy blocked (content-security-policy.ts
// names this endpoint in report-to and report-uri), so a broken page or an injection attempt
// shows up in the logs. Both report formats are read: the Reporting API's
// (application/reports+json, a list) and report-uri's older one ({"csp-report": …}). Only
// the directive and the blocked address without its query are logged: a report also names
// the page the visitor was on, whose address may carry personal data.
import express, { Router, type RequestHandler } from 'express';
import type { Logger } from '../logger';

export const CSP_REPORT_PATH = '/csp-reports';
/** The report-to group name, declared by the Reporting-Endpoints header. */
export const CSP_REPORT_GROUP = 'csp';

type Violation = { directive: string; blocked: string };

export function cspReportRouter(rateLimit: RequestHandler, logger: Logger): Router {
  const router = Router();
  router.post(
    CSP_REPORT_PATH,
    rateLimit,
    // A report is a few hundred bytes; a browser may batch a handful.
    express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: '16kb' }),
    (req, res) => {
      for (const violation of violations(req.body).slice(0, 10)) logger.warn(violation, 'CSP violation');
      res.status(204).end();
    },
  );
  return router;
}

function violations(body: unknown): Violation[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.flatMap((report: unknown) => {
    if (typeof report !== 'object' || report === null) return [];
    const legacy = (report as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    if (legacy)
      return [violation(legacy['effective-directive'] ?? legacy['violated-directive'], legacy['blocked-uri'])];
    const { type, body: details } = report as { type?: unknown; body?: Record<string, unknown> };
    if (type !== 'csp-violation' || !details) return [];
    return [violation(details.effectiveDirective, details.blockedURL)];
  });
}

function violation(directive: unknown, blocked: unknown): Violation {
  return {
    directive: typeof directive === 'string' ? directive.slice(0, 60) : '',
    blocked: typeof blocked === 'string' ? withoutQuery(blocked).slice(0, 200) : '',
  };
}

/** 'inline', 'eval' and the like stay as they are; an address loses its query and fragment. */
function withoutQuery(blocked: string): string {
  try {
    const url = new URL(blocked);
    return url.protocol.startsWith('http') ? `${url.origin}${url.pathname}` : url.protocol;
  } catch {
    return blocked.split(/[?#]/)[0] ?? '';
  }
}
