import { describe, expect, it } from 'vitest';
import { INBOX_ROUTES, routePath } from './api-routes';

describe('the inbox API routes', () => {
  it('are each one method and path', () => {
    const routes = Object.values(INBOX_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of Object.values(INBOX_ROUTES)) expect(route.path).toMatch(/^\/[a-z]/);
  });

  it('fill in their parameters encoded, and the query', () => {
    expect(routePath(INBOX_ROUTES.today, {})).toBe('/today');
    expect(routePath(INBOX_ROUTES.file, { params: { id: 'a/b', fileId: 'c d' } })).toBe('/leads/a%2Fb/files/c%20d');
    expect(routePath(INBOX_ROUTES.exportLead, { params: { id: '42' } })).toBe('/leads/42/export.json');
    expect(routePath(INBOX_ROUTES.leads, { query: 'status=NEW&page=2' })).toBe('/leads?status=NEW&page=2');
    expect(routePath(INBOX_ROUTES.leads, { query: '' })).toBe('/leads');
  });
});
