/**
 * CPU time of the process's main thread alone: a test or bench asking "did this work block the
 * server's thread?" must not count V8's helper threads or a worker thread (process.cpuUsage
 * counts them).
 */
import { existsSync, readFileSync } from 'node:fs';

/** The main thread's user + system CPU in ms from /proc/self/task/<pid>/stat, or null off Linux. */
export function mainThreadCpu(): (() => number) | null {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return null;
  return () => {
    const stat = readFileSync(file, 'utf8');
    // after "pid (comm) ": state, then utime and stime are the 12th and 13th fields
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
}
