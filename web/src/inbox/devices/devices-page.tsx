// The browsers where the advisor chose "keep me signed in": which, since when, last used,
// until when; each can be revoked (its sessions end with it).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RememberedDeviceInfo } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { formatDateTime } from '../format-date';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';

export function DevicesPage() {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [devices, setDevices] = useState<RememberedDeviceInfo[]>();
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const load = useCallback(() => {
    call(() => api(INBOX_ROUTES.devices)).then(setDevices, (failure: unknown) => setFailed(errorText(failure)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  useEffect(load, [load]);
  const revoke = (device: RememberedDeviceInfo) =>
    call(() => api(INBOX_ROUTES.forgetDevice, { params: { id: device.id } })).then(load, (failure: unknown) =>
      setFailed(errorText(failure)),
    );
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <div className="inbox-list">
      <InboxNav />
      <h1>{t('devices.heading')}</h1>
      <p className="inbox-muted">{t('devices.intro')}</p>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      {devices?.length === 0 && <p>{t('devices.none')}</p>}
      {devices && devices.length > 0 && (
        <ul className="inbox-rows">
          {devices.map((device) => (
            <li key={device.id} className="inbox-card inbox-device">
              <div>
                <strong>{device.summary}</strong>
                {device.current && <span className="inbox-badge inbox-badge--new">{t('devices.current')}</span>}
                <p className="inbox-muted">
                  {t('devices.lastUsed', { when: when(device.lastUsedAt) })} ·{' '}
                  {t('devices.until', { when: when(device.expiresAt) })}
                </p>
              </div>
              <button
                type="button"
                className="inbox-button inbox-button--danger-quiet"
                onClick={() => void revoke(device)}
              >
                {t('devices.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
