/**
 * Where a benchmark's CPU went (hot-paths.ts), from the kernel's own counters: the shop's processes,
 * the bench database server's (its postmaster and every child: backends, WAL writer, checkpointer;
 * found from a backend's parent, so another cluster on the machine is not counted), the load
 * generator (this process) and the whole machine. Divided by the requests served, it is the CPU one
 * request costs each of them; on a machine whose cores are all busy, `cores × 1000 / machine ms per
 * request` is the most requests per second it can answer, however the work is spread.
 * Linux only (/proc); elsewhere the row simply has no CPU columns.
 */
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';

/** Linux's USER_HZ: /proc counts CPU time in ticks of 10 ms on every architecture it runs on. */
const TICK_MS = 10;

export interface CpuReading {
  /** CPU ms since boot, per part */
  shop: number;
  /**
   * the shops' main threads, where JavaScript runs (the rest of `shop` is the garbage collector's and
   * libuv's threads): one event loop cannot serve more requests a second than 1,000 ÷ its ms per request
   */
  shopMainThreads: number;
  /** how many shop processes, each with its event loop */
  shops: number;
  /**
   * CPU ms of each of the database server's processes, by pid: a backend that ends between two
   * readings takes its count with it, so a sum would fall; undefined when the database is PGlite
   * (inside the shop) or on another machine
   */
  postgres: Map<number, number> | undefined;
  bench: number;
  /** every core's non-idle time since boot */
  machine: number;
}

/** utime + stime of one process in ms, and its parent; undefined once it has exited. */
async function processCpu(pid: number | string): Promise<{ parent: number; ms: number } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is stat's 3rd field (the state): the parent is the 4th, utime and stime the 14th and 15th
  return { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}

/**
 * The postmaster of a local server, from one of its backends (`pg_backend_pid()`); undefined when that
 * pid here is no PostgreSQL process (the server is on another machine).
 */
export async function postmasterOf(backendPid: number): Promise<number | undefined> {
  const name = await readFile(`/proc/${backendPid}/comm`, 'utf8').catch(() => '');
  return name.trim() === 'postgres' ? (await processCpu(backendPid))?.parent : undefined;
}

/** The CPU of the postmaster and of each of its children alive now, by pid. */
async function serverCpu(postmaster: number): Promise<Map<number, number>> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const parts = await Promise.all(
    pids.map(async (pid) => ({ pid: Number(pid), cpu: await processCpu(pid) })),
  );
  return new Map(
    parts.flatMap(({ pid, cpu }) =>
      cpu && (pid === postmaster || cpu.parent === postmaster) ? [[pid, cpu.ms]] : [],
    ),
  );
}

/**
 * What the server's processes used between two readings: a process started since counts whole; one
 * that ended since is missed (its last stretch of work, an undercount, never a negative figure).
 */
function serverCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

async function machineBusyMs(): Promise<number> {
  // "cpu  user nice system idle iowait irq softirq steal …": idle and iowait are the idle ones
  const [total] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const ticks = total!.trim().split(/\s+/).slice(1).map(Number);
  const busy = ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busy * TICK_MS;
}

/**
 * Reads the counters of the shop processes `shopPids` (alive for the whole measurement) and of the
 * database server under `postmaster`, if it runs here.
 */
export async function readCpu(
  shopPids: number[],
  postmaster: number | undefined,
): Promise<CpuReading | undefined> {
  if (process.platform !== 'linux') return undefined;
  const shops = await Promise.all(shopPids.map((pid) => processCpu(pid)));
  // a process's main thread is the task whose id is the process's
  const mainThreads = await Promise.all(shopPids.map((pid) => processCpu(`${pid}/task/${pid}`)));
  const usage = process.cpuUsage();
  const sum = (parts: Array<{ ms: number } | undefined>) =>
    parts.reduce((total, part) => total + (part?.ms ?? 0), 0);
  return {
    shop: sum(shops),
    shopMainThreads: sum(mainThreads),
    shops: shopPids.length,
    postgres: postmaster ? await serverCpu(postmaster) : undefined,
    bench: (usage.user + usage.system) / 1000,
    machine: await machineBusyMs(),
  };
}

/**
 * CPU ms per request of each part, one decimal, and the ceilings that implies: the requests per second
 * the machine's cores could answer if they did nothing else, and those the shops' event loops could
 * (each a thread: a process is bounded by its own loop whatever the cores).
 */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number) {
  const per = (from: number, to: number) => Math.round(((to - from) / requests) * 10) / 10;
  const machine = (after.machine - before.machine) / requests;
  const loop = (after.shopMainThreads - before.shopMainThreads) / requests;
  return {
    'cpu ms/req shop': per(before.shop, after.shop),
    'cpu ms/req shop event loop': per(before.shopMainThreads, after.shopMainThreads),
    ...(before.postgres && after.postgres
      ? { 'cpu ms/req postgres': per(0, serverCpuBetween(before.postgres, after.postgres)) }
      : {}),
    'cpu ms/req bench': per(before.bench, after.bench),
    'cpu ms/req machine': per(before.machine, after.machine),
    'req/s ceiling': machine > 0 ? Math.round((availableParallelism() * 1000) / machine) : null,
    'req/s ceiling event loops': loop > 0 ? Math.round((after.shops * 1000) / loop) : null,
  };
}
