import { describe, expect, it } from 'vitest';
import { FORM_KEYS } from '../forms/registry';
import en from '../locales/en/services.json';
import es from '../locales/es/services.json';
import { PAGES } from '../routes';
import { isService, SERVICE_KEYS, serviceNameKey, serviceOfPage, SERVICES } from './catalogue';

describe('the service catalogue', () => {
  it('holds every form but the general contact form, under the form’s own key', () => {
    expect(SERVICE_KEYS).toEqual(FORM_KEYS.filter((key) => key !== 'contact'));
    expect(FORM_KEYS.filter(isService)).toEqual(SERVICE_KEYS);
    expect(isService('contact')).toBe(false);
  });

  it('gives each service a page, a name and a description in both languages, and a price in whole euros', () => {
    for (const key of SERVICE_KEYS) {
      const { price, page } = SERVICES[key];
      expect(Object.keys(PAGES), key).toContain(page);
      expect(serviceOfPage(page)).toBe(key);
      expect(Number.isInteger(price.amount) && price.amount > 0, key).toBe(true);
      for (const texts of [es, en]) {
        expect(texts[key].name, `${key} ${serviceNameKey(key)}`).toMatch(/\S/);
        expect(texts[key].description, key).toMatch(/\S/);
      }
    }
  });

  it('tells the service a page sells, the booking page and the housing pages included', () => {
    expect(serviceOfPage('booking')).toBe('consultation');
    expect(serviceOfPage('housingService')).toBe('housingSearch');
    expect(serviceOfPage('housingLanding')).toBe('housingSearch');
    expect(serviceOfPage('home')).toBeUndefined();
    expect(serviceOfPage('studentPack')).toBeUndefined();
    expect(SERVICES.consultation.price).toEqual({ amount: 59, per: 'hour' });
  });
});
