// The documents chosen in a service form's file fields, and the checks still running on them
// (file-picker.tsx checks each chosen file with code it loads on first use: on a slow phone,
// seconds). Checks run one after another, each adding to the files the one before kept, so a
// second choice made meanwhile loses nothing; Send waits for them (lib/use-lead-form.ts), so a
// request never leaves without a file she chose a moment before
// (docs/decisions/0067-waits-for-checks-and-answers.md).
import { useRef, useState } from 'react';
import type { FieldFailure } from '../../../../common/api/submission';

/** What a check makes of a field's files: the files kept, and the message of those refused. */
export type CheckOutcome = { files: File[]; error?: string };
/** A check of chosen files against the field's files already kept. */
export type FileCheck = (held: File[]) => Promise<CheckOutcome>;

type Changed = (field: string, files: File[], error?: string) => void;

/** `onChecked`: told of each check's outcome, as of any change she makes. */
export function useChosenFiles(onChecked: Changed) {
  const [files, setFiles] = useState<Record<string, File[]>>({});
  // The same, at once: a check that follows another, and a send that waited, read it before React renders.
  const latest = useRef(files);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** How many chosen files are being checked (the button's words), and the same at once. */
  const [checking, setChecking] = useState(0);
  const running = useRef(0);
  /** The messages of files refused while a send waited. */
  const refused = useRef<Record<string, string>>({});

  const put = (field: string, list: File[]) => {
    latest.current = { ...latest.current, [field]: list };
    setFiles(latest.current);
  };

  const count = (change: number) => {
    running.current += change;
    setChecking(running.current);
  };

  const check = (field: string, files: number, run: FileCheck) => {
    count(files);
    queue.current = queue.current
      .then(() => run(latest.current[field] ?? []))
      .then(({ files: kept, error }) => {
        put(field, kept);
        onChecked(field, kept, error);
        if (error) refused.current[field] = error;
      })
      // A check that failed in a way it could not tell her of adds nothing; the next one still runs.
      .catch(() => undefined)
      .finally(() => count(-files));
  };

  /** While checks run: waits for them all (those started meanwhile too), answering the messages of
   * the files they refused; undefined when none runs. */
  const settled = () => {
    if (running.current === 0) return undefined;
    refused.current = {};
    const wait = async (): Promise<Record<string, string>> => {
      const last = queue.current;
      await last;
      return last === queue.current ? refused.current : wait();
    };
    return wait();
  };

  return { files, current: () => latest.current, put, check, checking, settled };
}

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
