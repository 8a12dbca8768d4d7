import { describe, expect, it } from 'vitest';
import { summaryKey } from './summary';

describe('the summary of a refused form', () => {
  it('names missing answers first, the privacy box alone, anything else as fields to check', () => {
    expect(summaryKey({ email: { code: 'validation.email' }, nombre: { code: 'validation.required' } })).toBe(
      'form.requiredFields',
    );
    expect(summaryKey({ acceptPrivacyPolicy: { code: 'validation.privacy' } })).toBe('validation.privacy');
    expect(
      summaryKey({ acceptPrivacyPolicy: { code: 'validation.privacy' }, email: { code: 'validation.email' } }),
    ).toBe('form.invalid');
    expect(summaryKey({ '': { code: 'form.invalid' } })).toBe('form.invalid');
  });
});
