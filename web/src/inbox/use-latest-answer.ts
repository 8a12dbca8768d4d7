// Only the answer to the last call counts: an earlier call's answer that arrives after it (the
// whole list, asked for before a search; the lead opened before the one now open) is dropped,
// or the page would show what the advisor no longer asked for until the next poll
// (docs/decisions/0067-waits-for-checks-and-answers.md).
import { useCallback, useRef } from 'react';

/** Wraps each call's answer; one superseded by a later call never settles. */
export function useLatestAnswer() {
  const latest = useRef(0);
  return useCallback(<T>(answer: Promise<T>): Promise<T> => {
    const asked = ++latest.current;
    return new Promise<T>((resolve, reject) => {
      answer.then(
        (value) => asked === latest.current && resolve(value),
        (error: Error) => asked === latest.current && reject(error),
      );
    });
  }, []);
}
