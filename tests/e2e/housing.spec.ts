// The two housing search pages (docs/product.md#pages, #forms, #messages): the landing page's form
// with its exact privacy error, thank-you screen, lead event and stored lead (with the
// address's utm_source); the detailed page's breadcrumb and its form, which sends a real
// request too; and both pages in English.
import type { Page } from '@playwright/test';
import { CALLS } from '../../common/business';
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

const PRIVACY_ERROR = 'Debes aceptar la política de privacidad para continuar.';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** Every POST to the form endpoint, from now on. */
function formPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/functions/send-form-email')) posts.push(request.url());
  });
  return posts;
}

/** The required answers, as a visitor types them (privacy left for the test to decide). */
async function fillRequired(page: Page, person: { name: string; surname: string; email: string }) {
  const form = page.locator('#formulario form');
  await form.locator('[name="nombreCompleto"]').fill(person.name);
  await form.locator('[name="apellidos"]').fill(person.surname);
  await form.locator('[name="email"]').fill(person.email);
  await form.locator('[name="ciudades"][value="Utrecht"]').check();
}

test('landing page: privacy unticked shows the exact error and sends nothing; then the request is sent, tracked and stored', async ({
  page,
  db,
}) => {
  const posts = formPosts(page);
  await ready(page, `${PAGES.housingLanding.es}?utm_source=instagram&utm_campaign=otono`);
  await expect(page.getByRole('heading', { level: 2, name: 'Formulario para empezar' })).toBeVisible();
  const person = { name: 'Lucía', surname: 'Fernández Prueba', email: `vivienda.${Date.now()}@example.com` };
  await fillRequired(page, person);

  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.locator('#formulario').getByRole('status')).toHaveText(PRIVACY_ERROR);
  await expect(page.locator('[name="consentimientoPrivacidad"]')).toBeFocused();
  expect(posts).toEqual([]);

  await page.locator('[name="consentimientoPrivacidad"]').check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible();
  await expect(page.getByText('Gracias. Te contactaremos para empezar la búsqueda.')).toBeVisible();
  await expect(page.locator('#formulario form')).toHaveCount(0);
  const { rows } = await db.query('SELECT reference_number FROM leads WHERE email = $1', [person.email]);
  await expect(page.getByTestId('next-steps')).toContainText(`Tu referenciaAPB-${rows[0].reference_number}`);
  const booking = page.getByRole('link', { name: `Reservar una llamada de ${CALLS.freeConsultation} min` });
  await expect(booking).toBeVisible();
  await expect(booking).toHaveAttribute('href', '/reserva?tipo=gratuita');
  const chat = page.getByRole('link', { name: 'Hablar por WhatsApp ahora' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  expect(posts).toHaveLength(1);

  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((item) => (item as { event?: string }).event === 'lead_busqueda_vivienda_enviado'),
  );
  expect(events).toHaveLength(1);

  const stored = await db.query('SELECT form_type, data, status FROM leads WHERE email = $1', [person.email]);
  expect(stored.rows).toHaveLength(1);
  expect(stored.rows[0].form_type).toBe('housingSearch');
  expect(stored.rows[0].status).toBe('NEW');
  expect(stored.rows[0].data.nombreCompleto).toBe(`${person.name} ${person.surname}`);
  expect(stored.rows[0].data.utm_source).toBe('instagram');
  expect(stored.rows[0].data.utm_campaign).toBe('otono');
});

test('landing page: pets "sí" shows the detail question, "no" hides it', async ({ page }) => {
  await ready(page, PAGES.housingLanding.es);
  const detail = page.locator('[name="mascotasDetalle"]');
  await expect(detail).toHaveCount(0);
  await page.locator('[name="mascotas"][value="si"]').check();
  await expect(detail).toBeVisible();
  await detail.fill('Un perro pequeño');
  await page.locator('[name="mascotas"][value="no"]').check();
  await expect(detail).toHaveCount(0);
  await expect(page.locator('[name="mascotas"][value="si"]')).not.toBeChecked();
});

test('landing page: the hero has its three buttons and "Empezar ahora" leads to the form', async ({ page }) => {
  await ready(page, PAGES.housingLanding.es);
  const hero = page.locator('.housing-hero');
  await expect(hero.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(hero.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', /^tel:/);
  const start = hero.getByRole('link', { name: 'Empezar ahora' });
  await expect(start).toHaveAttribute('href', '#formulario');
  await start.click();
  await expect(page).toHaveURL(/#formulario$/);
  await expect(page.locator('#formulario')).toBeInViewport();
});

test('detailed page: breadcrumb, its sections, and a form that sends a real request', async ({ page, db }) => {
  const posts = formPosts(page);
  await ready(page, PAGES.housingService.es);
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/#servicios');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Búsqueda de vivienda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const step of ['Diagnóstico', 'Búsqueda', 'Shortlist', 'Visitas', 'Cierre']) {
    await expect(page.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Ciudades donde buscamos' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Servicio Completo de Búsqueda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reservar una llamada', exact: true })).toHaveAttribute(
    'href',
    PAGES.booking.es,
  );

  const person = { name: 'Mateo', surname: 'Ruiz Prueba', email: `servicio.${Date.now()}@example.com` };
  await fillRequired(page, person);
  await page.locator('[name="consentimientoPrivacidad"]').check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { name: '¡Solicitud enviada!' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Reservar una llamada de ${CALLS.freeConsultation} min` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hablar por WhatsApp ahora' })).toBeVisible();
  expect(posts).toHaveLength(1);
  const stored = await db.query('SELECT form_type, data, status FROM leads WHERE email = $1', [person.email]);
  expect(stored.rows).toHaveLength(1);
  expect(stored.rows[0].form_type).toBe('housingSearch');
  expect(stored.rows[0].status).toBe('NEW');
  expect(stored.rows[0].data.nombreCompleto).toBe(`${person.name} ${person.surname}`);
});

test('both pages exist in English, with English headings and English-only article links', async ({ page }) => {
  await ready(page, PAGES.housingLanding.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find a home in the Netherlands without losing months searching',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Form to get started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '#formulario');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();

  await ready(page, PAGES.housingService.en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('House hunting in the Netherlands');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  await expect(breadcrumb.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/en#servicios');
  await expect(page.getByRole('heading', { name: 'Complete Search Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recommended articles' })).toBeVisible();
  const articleLinks = page.locator('section[aria-labelledby="housing-articles-title"] a');
  await expect(articleLinks).toHaveCount(3);
  for (const href of await articleLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/en\/blog\//);
  }
});

for (const [device, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
})) {
  for (const lang of ['es', 'en'] as const) {
    test(`the budget and people fields carry their bounds; every city's text sits at its card's top (${device}, ${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await ready(page, PAGES.housingService[lang]);
      const form = page.locator('form').filter({ has: page.locator('[name="presupuesto"]') });
      await expect(form.locator('[name="presupuesto"]')).toHaveAttribute('min', '0');
      await expect(form.locator('[name="presupuesto"]')).toHaveAttribute('max', '100000');
      await expect(form.locator('[name="numeroPersonas"]')).toHaveAttribute('min', '1');
      await expect(form.locator('[name="numeroPersonas"]')).toHaveAttribute('max', '20');

      const offsets = await page
        .locator('.housing-city')
        .evaluateAll((cards) =>
          cards.map(
            (card) =>
              card.querySelector('.housing-city__note')!.getBoundingClientRect().top - card.getBoundingClientRect().top,
          ),
        );
      expect(offsets.length).toBeGreaterThan(5);
      // A card stretched by a taller neighbour once pushed its text 12 px lower.
      expect(Math.max(...offsets) - Math.min(...offsets), `text offsets ${offsets.join(', ')}`).toBeLessThan(2);
    });
  }
}
