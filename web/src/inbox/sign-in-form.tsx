import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../common/inbox/api-routes';
import { useApiErrorText } from './api-error-text';
import { api } from './inbox-api';

/** A text field's value (a file input would give a File; this form has none). */
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: (advisor: SessionInfo) => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(
        await api(INBOX_ROUTES.signIn, {
          body: {
            email: text(form.get('email')),
            password: text(form.get('password')),
            remember: form.has('remember'),
          },
        }),
      );
    } catch (failure) {
      // A wrong password, too many attempts, a cross-site form: each as the API answered it.
      setError(errorText(failure, 'signIn.error'));
      setBusy(false);
    }
  };

  return (
    <main className="inbox-main inbox-sign-in">
      <form className="inbox-card" onSubmit={(event) => void submit(event)}>
        <h1>{t('signIn.heading')}</h1>
        {notice && <p className="inbox-notice">{notice}</p>}
        <label className="inbox-field">
          <span>{t('signIn.email')}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="inbox-field">
          <span>{t('signIn.password')}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className="inbox-check">
          <input name="remember" type="checkbox" />
          <span>
            {t('signIn.remember')}
            <small className="inbox-muted">{t('signIn.rememberHint')}</small>
          </span>
        </label>
        {error && (
          <p className="inbox-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="inbox-button" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
