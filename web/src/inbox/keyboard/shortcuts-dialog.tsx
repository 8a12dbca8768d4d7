// "?": every shortcut of the inbox, in the advisor's language. Opened by the key or by the
// header's button, closed by Escape or its button (a native modal <dialog>).
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS, STATUS_KEYS } from './shortcut-keys';
import { useShortcuts } from './use-shortcuts';

export type ShortcutsDialogHandle = { open: () => void };

export const ShortcutsDialog = forwardRef<ShortcutsDialogHandle>(function ShortcutsDialog(_props, ref) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => dialog.current?.showModal();
  useImperativeHandle(ref, () => ({ open }));
  useShortcuts({ [KEYS.help]: open });

  const rows: [keys: string[], text: string][] = [
    [[KEYS.next, KEYS.previous], t('shortcuts.move')],
    [[t('shortcuts.enterKey')], t('shortcuts.open')],
    [[KEYS.select], t('shortcuts.select')],
    [[KEYS.search], t('shortcuts.search')],
    ...STATUS_KEYS.map(([key, status]): [string[], string] => [
      [key],
      t('shortcuts.status', { status: t(`status.${status}`) }),
    ]),
    [[KEYS.note], t('shortcuts.note')],
    [[KEYS.help], t('shortcuts.help')],
    [[t('shortcuts.escapeKey')], t('shortcuts.close')],
  ];
  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('shortcuts.heading')}</h2>
      <p className="inbox-muted">{t('shortcuts.intro')}</p>
      <dl className="inbox-shortcuts">
        {rows.map(([keys, text]) => (
          <div key={text} className="inbox-shortcuts__row">
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' / '}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog">
        <button type="submit" className="inbox-button">
          {t('shortcuts.done')}
        </button>
      </form>
    </dialog>
  );
});
