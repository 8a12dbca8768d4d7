import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail, LeadNoteEntry } from '../../../../common/inbox/api';
import { NOTE_MAX_LENGTH } from '../../../../common/inbox/statuses';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { formatDateTime } from '../format-date';
import { api } from '../inbox-api';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';

/** Notes, newest first, with author and time: the team's private ones, those written for the visitor (her request page shows them) and her answers. */
export function NotesPanel({ lead, onAdded }: { lead: LeadDetail; onAdded: (note: LeadNoteEntry) => void }) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [body, setBody] = useState('');
  const [forVisitor, setForVisitor] = useState(false);
  const errorText = useApiErrorText();
  /** Why the note was not added, in the advisor's language; false while nothing failed. */
  const [failed, setFailed] = useState<string | false>(false);
  const add = (event: SubmitEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    call(() => api(INBOX_ROUTES.addNote, { params: { id: lead.id }, body: { body, forVisitor } })).then(
      ({ note }) => {
        setBody('');
        setForVisitor(false);
        setFailed(false);
        onAdded(note);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
  };
  return (
    <section className="inbox-card">
      <h2>{t('detail.notes')}</h2>
      <form onSubmit={add} className="inbox-note-form">
        <label className="inbox-field">
          <span className="visually-hidden">{t('detail.addNote')}</span>
          <textarea
            id="lead-note"
            aria-keyshortcuts="n"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder={t('detail.notePlaceholder')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </label>
        <label className="inbox-check">
          <input type="checkbox" checked={forVisitor} onChange={(event) => setForVisitor(event.target.checked)} />
          {t('detail.noteForVisitor')}
        </label>
        <button type="submit" className="inbox-button">
          {t('detail.addNote')}
        </button>
        {failed && (
          <p className="inbox-error" role="alert">
            {failed}
          </p>
        )}
      </form>
      {lead.notes.length === 0 ? (
        <p className="inbox-muted">{t('detail.noNotes')}</p>
      ) : (
        <ul className="inbox-notes">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <small className="inbox-muted">
                {note.kind !== 'private' && <strong>{t(`detail.noteKind.${note.kind}`)} · </strong>}
                {note.by ?? t(note.kind === 'fromVisitor' ? 'detail.visitor' : 'detail.system')} ·{' '}
                {formatDateTime(note.at, i18n.language)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
