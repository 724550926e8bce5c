// Page-first scheduling for the performance measures: while a page is measured, the main thread of
// each of the browser's renderers keeps its normal priority, and every other thread of the
// browser (its own, the GPU process's, the renderers' compositor and raster threads) and of the
// measuring tool runs at the lowest priority (nice 19), so that those yield a core to the page
// whenever it has work.
//
// Why: a phone runs the page's main thread on a core of its own, and Lighthouse's reference host
// has four or more. On a 2-core host the measuring tool, the browser process and the GPU process
// (which composites in software there) share two cores with the page: in one Lighthouse run of
// the home, the page's main thread waited 2.5 s in the kernel's run queue for 1.0 s of running.
// Lighthouse's simulated throttling multiplies each task's wall-clock time, waits included, so a
// page's blocking time moved by 100–400 ms between runs of the same build. With page-first
// scheduling the tasks' wall-clock time is within a third of their CPU time, and the page's own
// work is what is measured: all of it, for lowering a priority removes no work.
//
// Linux only (it reads /proc); elsewhere keepPageFirst() does nothing and says so. Lowering the
// priority of one's own processes needs no privilege.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The lowest priority a process can give itself. */
export const BACKGROUND_NICE = 19;

/** Whether processes and their threads can be read (Linux's /proc). */
const HAS_PROC = existsSync('/proc/self/task');

/**
 * A process and its threads (by id and name; names only where they are needed: a renderer's).
 * @typedef {{ pid: number, ppid: number, commandLine: string, threads: Array<{ id: number, name?: string }> }} ProcessInfo
 */

/**
 * A renderer's thread that stands for the phone with its main thread: the one from which CDP's
 * Emulation.setCPUThrottlingRate pauses the main thread. Lowered, it paused it less often: a loop
 * timed in the page ran 6.2–6.4 times slower at a 6× setting instead of 7.0 times (medians of
 * five), so the long-task test would have measured a faster phone.
 */
const CPU_THROTTLING_THREAD = 'CPUThrottlingTh';

/**
 * The threads to put in the background: every thread of the processes under `browserPid`
 * (itself included) but the main threads of renderers and their CPU throttling threads, and every
 * thread of the `toolPids` processes.
 * @param {ProcessInfo[]} processes a snapshot of the machine's processes
 * @param {{ browserPid: number, toolPids?: number[] }} roots
 * @returns {number[]}
 */
export function backgroundThreads(processes, { browserPid, toolPids = [] }) {
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  const threads = [];
  for (const pid of descendants(processes, browserPid)) {
    const process = byPid.get(pid);
    const isRenderer = isRendererCommand(process.commandLine);
    const standsForThePage = (thread) => isRenderer && (thread.id === pid || thread.name === CPU_THROTTLING_THREAD);
    threads.push(...process.threads.filter((thread) => !standsForThePage(thread)).map((thread) => thread.id));
  }
  for (const pid of toolPids) threads.push(...(byPid.get(pid)?.threads ?? []).map((thread) => thread.id));
  return threads;
}

const isRendererCommand = (commandLine) => commandLine.includes('--type=renderer');

/**
 * `rootPid` and the processes under it.
 * @param {ReadonlyArray<{ pid: number, ppid: number }>} processes
 * @param {number} rootPid
 */
function descendants(processes, rootPid) {
  const children = new Map();
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [];
  const pending = processes.some(({ pid }) => pid === rootPid) ? [rootPid] : [];
  while (pending.length) {
    const pid = pending.pop();
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * The browser's processes and the tools', read from /proc (none where there is no /proc). Only
 * their command lines and threads are read: every other process costs one small read, for its
 * parent.
 * @param {{ browserPid: number, toolPids?: number[] }} roots
 * @returns {ProcessInfo[]}
 */
export function readProcesses({ browserPid, toolPids = [] }) {
  if (!HAS_PROC) return [];
  const parents = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name, in parentheses, may hold spaces: the fields follow its last ')'.
      parents.push({ pid: Number(entry), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {
      // the process ended while it was being read
    }
  }
  const ppidOf = new Map(parents.map(({ pid, ppid }) => [pid, ppid]));
  const processes = [];
  for (const pid of new Set([...descendants(parents, browserPid), ...toolPids])) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const threads = readdirSync(`/proc/${pid}/task`).map((tid) => ({
        id: Number(tid),
        ...(isRendererCommand(commandLine) && { name: readThreadName(pid, tid) }),
      }));
      processes.push({ pid, ppid: ppidOf.get(pid) ?? 0, commandLine, threads });
    } catch {
      // the process ended while it was being read
    }
  }
  return processes;
}

function readThreadName(pid, tid) {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return undefined; // the thread ended in between
  }
}

/**
 * The browsers the process `pid` started with a remote-debugging connection, as Playwright and
 * chrome-launcher do, so that a test can keep the browser it was given page-first.
 * @param {number} pid
 * @returns {number[]}
 */
export function browsersStartedBy(pid) {
  return readProcesses({ browserPid: pid })
    .filter((process) => process.ppid === pid && /--remote-debugging-(pipe|port)/.test(process.commandLine))
    .map((process) => process.pid);
}

/**
 * Keeps the browser started as `browserPid` page-first until the returned function is called,
 * checking every tenth of a second: the browser starts renderers and threads as pages open.
 * @param {{ browserPid: number, toolPids?: number[], log?: (line: string) => void }} roots
 * @returns {() => void} stops keeping
 */
export function keepPageFirst({ browserPid, toolPids = [], log = console.error }) {
  if (!HAS_PROC) {
    log('Escalonamento com a página primeiro: só no Linux (lê /proc); medido sem ele.');
    return () => {};
  }
  // Every check sets the priority again where it differs: Chromium sets some threads' own
  // priority as they start (a renderer's compositor thread asks for nice -8).
  const check = () => {
    for (const tid of backgroundThreads(readProcesses({ browserPid, toolPids }), { browserPid, toolPids })) {
      try {
        if (getPriority(tid) !== BACKGROUND_NICE) setPriority(tid, BACKGROUND_NICE);
      } catch {
        // the thread ended in between
      }
    }
  };
  check();
  const timer = setInterval(check, 100);
  return () => clearInterval(timer);
}
