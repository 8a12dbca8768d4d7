// The documents on her request page (docs/decisions/0061-documents-from-the-request-page.md): a
// form with a file field per paper still to send (posted with no script; the page's one script only
// adds the bot check's proof), what arrived (by what it is and how many files, never the files'
// names: a forwarded link would show them), and what she keeps at hand. Every value is escaped.
import escapeHtml from 'escape-html';
import { BOT_CHECK_FIELD, HONEYPOT_FIELD } from '../../common/api/submission';
import { acceptAttribute, acceptedTypes, MAX_FILE_BYTES } from '../../common/forms/uploads';
import type { Lang } from '../../common/lang';
import type { DocumentLabelKey } from '../../common/services/documents';
import { serverT } from '../i18n';
import { PROOF_SCRIPT } from './proof-script';
import { documentLabel } from './page-documents';
import { formatDay, type RequestView } from './request-view';

const MB = 1024 * 1024;

export function documentsSections(view: RequestView, action: string): string {
  return [toSendSection(view, action), arrivedSection(view), atHandSection(view)].join('\n');
}

function toSendSection({ lang, documentsToSend, progress }: RequestView, action: string): string {
  if (documentsToSend.length === 0) return '';
  // Framed as the firm's question is while the request waits for her papers.
  const waiting = progress.some((entry) => entry.step === 'waiting' && entry.state === 'current');
  const t = serverT(lang, 'request-page');
  const name = labelIn(lang);
  const fields = documentsToSend
    .map(({ label, file, rule }) => {
      const id = `document-${rule.field}`;
      const hint = [
        file === 'ifAny' ? t('upload.ifAny') : '',
        t('upload.types', { types: acceptedTypes(rule, lang), count: rule.maxFiles }),
      ]
        .filter(Boolean)
        .join(' · ');
      return `<div class="field"><label for="${id}">${escapeHtml(name(label))}</label><p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>
<input type="file" id="${id}" name="${escapeHtml(rule.field)}" accept="${escapeHtml(acceptAttribute(rule))}"${rule.maxFiles > 1 ? ' multiple' : ''} aria-describedby="${id}-hint"></div>`;
    })
    .join('\n');
  return `<section aria-labelledby="upload"${waiting ? ' class="asking"' : ''}><h2 id="upload">${escapeHtml(t('upload.title'))}</h2>
<p>${escapeHtml(t('upload.intro', { maxFileMb: MAX_FILE_BYTES / MB }))}</p>
<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data" data-proof data-testid="documents-form">
${fields}
<div class="hp" aria-hidden="true"><label for="website">Website</label><input id="website" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="${BOT_CHECK_FIELD}">
<button type="submit" data-sending="${escapeHtml(t('upload.sending'))}">${escapeHtml(t('upload.send'))}</button></form>
<p class="hint">${escapeHtml(t('upload.privacy'))}</p></section>
<script>${PROOF_SCRIPT}</script>`;
}

function arrivedSection({ lang, documentsArrived }: RequestView): string {
  if (documentsArrived.length === 0) return '';
  const t = serverT(lang, 'request-page');
  const name = labelIn(lang);
  const items = documentsArrived
    .map((document) => {
      const when = [t('upload.files', { count: document.files }), formatDay(document.at, lang)];
      if (document.held) when.push(t('upload.held'));
      return `<li>${escapeHtml(name(document.label))}<span class="when">${escapeHtml(when.join(' · '))}</span></li>`;
    })
    .join('');
  return `<section aria-labelledby="arrived"><h2 id="arrived">${escapeHtml(t('upload.arrivedTitle'))}</h2><ul class="arrived" data-testid="documents-arrived">${items}</ul></section>`;
}

function atHandSection({ lang, documentsAtHand }: RequestView): string {
  if (documentsAtHand.length === 0) return '';
  const t = serverT(lang, 'request-page');
  return `<section aria-labelledby="documents"><h2 id="documents">${escapeHtml(t('documents.title'))}</h2><ul data-testid="documents-needed">${documentsAtHand
    .map((document) => `<li>${escapeHtml(document)}</li>`)
    .join('')}</ul><p class="hint">${escapeHtml(t('documents.hint'))}</p></section>`;
}

const labelIn = (lang: Lang) => (label: DocumentLabelKey) => documentLabel(lang, label);
