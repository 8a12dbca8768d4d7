// A document field of a service form. Its picker (file-picker.tsx) loads as the visitor comes
// near the field or touches the form, not with the page (the JavaScript budget, docs/BENCHMARKS.md;
// the pattern of docs/decisions/0010-forms-below-the-fold-on-demand.md): until then the
// prerendered field stays on screen, dehydrated, and after in-app navigation it appears once loaded.
import { lazy, memo, Suspense, useEffect } from 'react';
import { whenNear } from '../../components/on-demand';
import type { FieldFailure } from '../../../../common/api/submission';
import type { Props } from './file-picker';

let start!: () => void;
const wanted = new Promise<void>((resolve) => (start = resolve));
// The prerenderer renders the picker in full.
if (import.meta.env.SSR) start();
const Picker = lazy(async () => {
  await wanted;
  return { default: (await import('./file-picker')).FilePicker };
});

/** Same props: a dehydrated boundary that receives new ones is rendered anew, dropping the server's
 * HTML. The form passes a new (empty) list and new callbacks on each render; the callbacks only
 * set state through updaters and refs, so an older one does the same. */
const sameProps = (before: Props, after: Props) =>
  before.rule === after.rule &&
  before.error === after.error &&
  before.files.length === after.files.length &&
  before.files.every((file, index) => file === after.files[index]);

export const FileField = memo(function FileField(props: Props) {
  const id = `field-${props.rule.field}`;
  useEffect(() => whenNear(id, start), [id]);
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}, sameProps);

/** The chosen files less those the server refused (it names each in its field error): a refused
 * file leaves the list, its message stays by the field. */
export function withoutRefused(
  files: Record<string, File[]>,
  errors: Record<string, FieldFailure> | undefined,
): Record<string, File[]> {
  return Object.fromEntries(
    Object.entries(files).map(([field, list]) => [field, list.filter((file) => file.name !== errors?.[field]?.file)]),
  );
}
