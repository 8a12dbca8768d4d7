// One key per mailbox, for limits that count what is sent to an address (docs/SECURITY.md,
// "Flood control"): the spellings a large provider delivers to one mailbox count as one.
// validator's normalizeEmail knows Gmail/Googlemail (dots, +tags), Outlook/Hotmail/Live
// (+tags), Yahoo (-tags) and iCloud (+tags); what it leaves out is added here from the
// providers' own rules, and a +tag is dropped everywhere else too (most hosts deliver
// a+x@ to a@, and counting two people as one only costs a confirmation past the cap).
import normalizeEmail from 'validator/lib/normalizeEmail.js';

/** Domains that are one mailbox namespace: Apple's three, and Proton's four. */
const SAME_NAMESPACE: Record<string, string> = {
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const host = SAME_NAMESPACE[domain] ?? domain;
  const normalized = normalizeEmail(`${email.slice(0, at)}@${host}`) || email.toLowerCase();
  const split = normalized.lastIndexOf('@');
  const local = normalized.slice(0, split);
  const mailbox = local.split('+')[0] || local;
  // Proton treats '.', '_' and '-' in a username as transparent (proton.me/support/change-username).
  return `${host === 'proton.me' ? mailbox.replace(/[._-]/g, '') : mailbox}${normalized.slice(split)}`;
}
