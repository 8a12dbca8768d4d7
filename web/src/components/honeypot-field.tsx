import { HONEYPOT_FIELD } from '../../../common/api/submission';

/** A field people never see, hear or reach with the keyboard, and simple bots fill in
 * (server/leads/bot-check.ts holds what arrives with it as spam). */
export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
