import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    [
      'Gmail dots, +tags, case and Googlemail',
      ['a.n.a.lopez+x@gmail.com', 'ANALOPEZ@GoogleMail.com', 'ana.lopez@gmail.com'],
      'analopez@gmail.com',
    ],
    ['Outlook, Hotmail and Live +tags', ['Ana+promo@Hotmail.com', 'ana@hotmail.com'], 'ana@hotmail.com'],
    ['Yahoo -tags', ['ana-newsletter@yahoo.com', 'Ana@yahoo.com'], 'ana@yahoo.com'],
    ['iCloud, me.com and mac.com', ['ana+x@me.com', 'Ana@mac.com', 'ana@icloud.com'], 'ana@icloud.com'],
    [
      'Proton: four domains, transparent . _ -',
      ['ana.lopez@protonmail.com', 'ana_lopez+x@pm.me', 'Ana-Lopez@proton.me', 'analopez@protonmail.ch'],
      'analopez@proton.me',
    ],
    ['any other host: case and +tags', ['Ana+1@Example.TEST', 'ana@example.test'], 'ana@example.test'],
  ])('%s count as one mailbox', (_case, spellings, key) => {
    for (const spelling of spellings) expect(mailboxKey(spelling), spelling).toBe(key);
  });

  it('keeps mailboxes apart where the provider does', () => {
    // Dots matter outside Gmail and Proton; hotmail.com and outlook.com are separate namespaces.
    expect(mailboxKey('ana.lopez@example.test')).not.toBe(mailboxKey('analopez@example.test'));
    expect(mailboxKey('ana@hotmail.com')).not.toBe(mailboxKey('ana@outlook.com'));
  });
});
