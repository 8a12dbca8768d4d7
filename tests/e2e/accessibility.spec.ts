// axe-core on the home page in both languages and on the built content pages: no serious or
// critical violation (WCAG 2.2 AA rules).
import { expectAccessible } from './expect-accessible';
import { test } from './fixtures';

for (const path of [
  '/',
  '/en',
  '/blog',
  '/en/blog/bsn-digid',
  '/blog/como-buscar-casa-en-holanda-paso-a-paso',
  '/politica-privacidad',
  '/reserva',
  '/thank-you',
  '/formulario-declaracion-impuestos',
  '/en/30-percent-ruling-form',
  '/pack-estudiante',
  '/en/professional-pack',
  '/busqueda-vivienda-paises-bajos',
  '/servicios/busqueda-vivienda',
]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}
