// A line of tasks that run one after another: each call waits for the ones before it. Used
// where a task holds much memory for a moment (a whole document being inspected), so that a
// burst of requests holds one such copy, not one per request.
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}
