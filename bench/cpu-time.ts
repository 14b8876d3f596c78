import { readdirSync, readFileSync } from 'node:fs';

// CPU seconds spent by processes, read from /proc (Linux): unlike wall-clock rates, what each part of
// the product costs per application stays comparable when something else shares the machine.
const TICKS_PER_SECOND = 100;

interface Proc { pid: number; ppid: number; cmdline: string; cpuSeconds: number }

function processes(): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), ppid: Number(fields[1]), cmdline, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** The CPU seconds so far of each process of each named part: a process and, with `withChildren`, every process it started. */
export function cpuSeconds(parts: Record<string, { pid?: number | undefined; cmdlineIncludes?: string; withChildren?: boolean }>): Record<string, Map<number, number>> {
  const all = processes();
  const result: Record<string, Map<number, number>> = {};
  for (const [name, part] of Object.entries(parts)) {
    const roots = all.filter((p) => p.pid === part.pid || (part.cmdlineIncludes !== undefined && p.cmdline.includes(part.cmdlineIncludes)));
    const pids = new Set(roots.map((p) => p.pid));
    if (part.withChildren) for (const p of all) if (pids.has(p.ppid)) pids.add(p.pid);
    result[name] = new Map(all.filter((p) => pids.has(p.pid)).map((p) => [p.pid, p.cpuSeconds]));
  }
  return result;
}

/**
 * CPU seconds each part spent between two readings. Counted per process, so a process that ended in
 * between (a database connection closed) takes nothing away; what it spent after the first reading is
 * lost, so the figure can only be a little low, never negative.
 */
export function cpuSpent(before: Record<string, Map<number, number>>, after: Record<string, Map<number, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([name, pids]) => [
    name, [...pids].reduce((sum, [pid, seconds]) => sum + seconds - (before[name]?.get(pid) ?? 0), 0),
  ]));
}
