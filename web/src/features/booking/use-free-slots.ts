// The free times of a kind, fetched as the picker mounts (common/booking/booking-api.ts): the
// list is never prerendered, since it changes with every booking. The picker is keyed by what
// it asks for, so a new kind or a lost time mounts it anew and fetches again.
import { useEffect, useState } from 'react';
import { SLOTS_PATH, type SlotsAnswer } from '../../../../common/booking/booking-api';
import type { BookingKind } from '../../../../common/booking/booking-kinds';

export type FreeSlots = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; slots: string[] };

export function useFreeSlots(kind: BookingKind): FreeSlots {
  const [result, setResult] = useState<FreeSlots>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${SLOTS_PATH}?kind=${kind}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`slots: ${response.status}`);
        const answer = (await response.json()) as SlotsAnswer;
        setResult({ state: 'ready', slots: answer.slots });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      });
    return () => controller.abort();
  }, [kind]);
  return result;
}
