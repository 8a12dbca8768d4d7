import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../common/inbox/api';
import { api, ApiError } from './inbox-api';

export function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: (advisor: SessionInfo) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(
        await api<SessionInfo>('/session', {
          method: 'POST',
          body: { email: form.get('email'), password: form.get('password') },
        }),
      );
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 401) setError(t('signIn.failed'));
      else if (status === 429)
        setError(t('signIn.tooMany', { minutes: Math.ceil(((failure as ApiError).retryAfterSeconds ?? 900) / 60) }));
      else setError(t('signIn.error'));
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
