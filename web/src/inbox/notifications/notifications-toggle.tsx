// "Turn on notifications": one button in the inbox's header that subscribes this device
// to Web Push (a new lead then shows on its lock screen within seconds) or turns it off.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../api-error-text';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from './push-subscription';

export function NotificationsToggle() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    currentPushState().then(setState, () => setState('off'));
  }, []);

  if (state === undefined || state === 'unsupported') return null;
  if (state === 'denied') {
    return <span className="inbox-notifications__note">{t('notifications.blocked')}</span>;
  }
  const toggle = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      setState(await (state === 'on' ? turnPushOff() : turnPushOn()));
    } catch (failure) {
      // The server's refusal (a push service it does not accept), else the browser's own failure.
      setFailed(errorText(failure, 'notifications.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="inbox-button inbox-button--quiet inbox-notifications__toggle"
        aria-pressed={state === 'on'}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(state === 'on' ? 'notifications.turnOff' : 'notifications.turnOn')}
      </button>
      {failed && (
        <span className="inbox-notifications__note" role="alert">
          {failed}
        </span>
      )}
    </>
  );
}
