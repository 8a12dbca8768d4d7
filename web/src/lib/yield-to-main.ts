// Ends the current task so the browser can paint and answer input before the next piece of
// start-up work: Total Blocking Time counts every task's time over 50 ms (docs/BENCHMARKS.md), and the
// entry's module evaluation plus the start-up code in one task went over it on a phone.
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
