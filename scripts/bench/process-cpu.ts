// CPU seconds used by a process and its descendants (Linux /proc), so a figure can be given
// per CPU-second of the server: other work on the shared cores changes requests per second a
// lot from run to run, the server's own cost per request much less.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** The process and its descendants, with their CPU ticks. */
export function processTree(root: number): Map<number, number> {
  const all = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const found = Number.isInteger(pid) ? stat(pid) : undefined;
    if (found) all.set(pid, found);
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && all.has(pid) && inTree(all.get(pid)!.ppid));
  return new Map([...all].filter(([pid]) => inTree(pid)).map(([pid, { ticks }]) => [pid, ticks]));
}

export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const used of processTree(root).values()) ticks += used;
  return ticks / TICKS_PER_SECOND;
}

/** Measures the CPU seconds the trees of `roots` use from now on, processes started meanwhile included. */
export function startCpuMeter(roots: number[]): () => number {
  const before = roots.map((root) => processTree(root));
  return () =>
    roots.reduce((seconds, root, index) => {
      let ticks = 0;
      for (const [pid, used] of processTree(root)) ticks += used - (before[index]!.get(pid) ?? 0);
      return seconds + ticks / TICKS_PER_SECOND;
    }, 0);
}
