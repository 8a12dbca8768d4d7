// The request page's one script (docs/decisions/0061-documents-from-the-request-page.md): it solves
// the bot check's challenge for the documents form while she chooses her files, and puts the
// proof in the form before it goes. Inline and allowed by its hash alone, so the page's policy
// still runs nothing else. Written by hand rather than bundled from altcha-lib: the page has no
// build step, and the work is altcha-lib's deterministic SHA-256 (salt, nonce and a 32-bit
// counter, hashed once until the key starts with the challenge's prefix), which the server
// verifies with altcha-lib's checks (server/leads/verify-proof.ts). Without script, or when the
// proof cannot be had within 20 s, the form goes without one: the documents are kept, held for
// the advisor to check, and the page says so.
import { createHash } from 'node:crypto';
import { BOT_CHECK_FIELD, CHALLENGE_PATH } from '../../common/api/submission';

/** The form the proof is bound to: a proof for the documents of a request page counts there only. */
export const DOCUMENTS_PROOF_FORM = 'requestDocuments';

export const PROOF_SCRIPT = `(() => {
const form = document.querySelector('form[data-proof]');
if (!form || !window.crypto || !crypto.subtle || !window.fetch) return;
const field = form.querySelector('input[name=${BOT_CHECK_FIELD}]');
const button = form.querySelector('button[type=submit]');
const bytes = (hex) => new Uint8Array(hex.match(/../g).map((pair) => parseInt(pair, 16)));
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const obtain = async () => {
  const response = await fetch('${CHALLENGE_PATH}?form=${DOCUMENTS_PROOF_FORM}', { cache: 'no-store' });
  const received = performance.now();
  if (!response.ok) throw new Error('challenge');
  const challenge = await response.json();
  const p = challenge.parameters;
  const salt = bytes(p.salt);
  const nonce = bytes(p.nonce);
  const input = new Uint8Array(salt.length + nonce.length + 4);
  input.set(salt);
  input.set(nonce, salt.length);
  const view = new DataView(input.buffer);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    view.setUint32(salt.length + nonce.length, counter, false);
    const key = hex(await crypto.subtle.digest(p.algorithm, input));
    if (key.startsWith(p.keyPrefix)) {
      return {
        payload: btoa(JSON.stringify({ challenge, solution: { counter, derivedKey: key } })),
        readyAt: received + p.data.submitAfter - p.data.issuedAt,
        expiresAt: received + p.expiresAt * 1000 - p.data.issuedAt,
      };
    }
  }
};
let pending = obtain().catch(() => undefined);
const ready = async () => {
  let proof = await pending;
  if (!proof || proof.expiresAt - performance.now() < 60000) {
    pending = obtain().catch(() => undefined);
    proof = await pending;
  }
  if (proof) await new Promise((done) => setTimeout(done, Math.max(0, proof.readyAt - performance.now()) + 50));
  return proof;
};
form.addEventListener('submit', (event) => {
  event.preventDefault();
  button.disabled = true;
  button.textContent = button.dataset.sending;
  const timeout = new Promise((done) => setTimeout(done, 20000));
  Promise.race([ready().catch(() => undefined), timeout]).then((proof) => {
    if (proof) field.value = proof.payload;
    form.submit();
  });
});
})();`;

/** The script's CSP source: the page allows this script and no other. */
export const PROOF_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PROOF_SCRIPT).digest('base64')}'`;
