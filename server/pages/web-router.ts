// Serves the built web app. Issue 3 replaces this with prerendered pages per route,
// redirects and the 404 page; until then only the home page and its assets exist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../dist/web');

export function webRouter(): Router {
  const router = Router();
  if (existsSync(WEB_DIST)) router.use(express.static(WEB_DIST));
  router.use((req, res) => {
    console.warn(`404: ${req.originalUrl}`);
    res.status(404).type('text/plain').send('404 Oops! Page not found');
  });
  return router;
}
