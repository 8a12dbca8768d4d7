// axe-core on the home page in both languages and on the built content pages: no serious or
// critical violation (WCAG 2.2 AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
