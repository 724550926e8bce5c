import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, backgroundThreads, browsersStartedBy, keepPageFirst, readProcesses } from './page-first.mjs';

const ids = (...tids: number[]) => tids.map((id) => ({ id }));
const browser = { pid: 100, ppid: 1, commandLine: 'chromium --headless=new', threads: ids(100, 110, 111) };
const zygote = { pid: 101, ppid: 100, commandLine: 'chromium --type=zygote', threads: ids(101) };
const renderer = {
  pid: 102,
  ppid: 101,
  commandLine: 'chromium --type=renderer --lang=pt-BR',
  threads: [
    { id: 102, name: 'chromium' },
    { id: 120, name: 'Compositor' },
    { id: 121, name: 'ThreadPoolForeg' },
    { id: 122, name: 'CPUThrottlingTh' },
  ],
};
const gpu = { pid: 104, ppid: 100, commandLine: 'chromium --type=gpu-process', threads: ids(104, 130) };
const otherBrowsersRenderer = { pid: 200, ppid: 1, commandLine: 'chromium --type=renderer', threads: ids(200, 201) };
const tool = { pid: 300, ppid: 1, commandLine: 'node lighthouse/cli/index.js', threads: ids(300, 301) };

describe('page-first scheduling', () => {
  it('backgrounds every thread of the browser and the tools but its renderers’ main and CPU throttling threads', () => {
    const threads = backgroundThreads([browser, zygote, renderer, gpu, otherBrowsersRenderer, tool], {
      browserPid: 100,
      toolPids: [300],
    });
    expect(threads.sort((a, b) => a - b)).toEqual([100, 101, 104, 110, 111, 120, 121, 130, 300, 301]);
  });

  it('backgrounds nothing of a browser that has ended', () => {
    expect(backgroundThreads([otherBrowsersRenderer], { browserPid: 100 })).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')('page-first scheduling on a real process tree', () => {
  let started: ChildProcess | undefined;
  let rendererPid: number | undefined;
  afterEach(() => {
    started?.kill('SIGKILL');
    // Its child outlives it (nothing forwards the kill).
    try {
      if (rendererPid) process.kill(rendererPid, 'SIGKILL');
    } catch {
      // already ended
    }
    started = rendererPid = undefined;
  });

  /**
   * A stand-in browser: a Node process whose child calls itself a renderer. (The flag is put
   * together at run time: the browser's own command line must not name it.)
   */
  function startBrowser() {
    const renderer = `require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', '--', '--type=' + 'renderer'], { stdio: 'inherit' }); setTimeout(() => {}, 60000)`;
    started = spawn(process.execPath, ['-e', renderer, '--', '--remote-debugging-pipe'], { stdio: 'ignore' });
    return started.pid!;
  }

  async function until<T>(read: () => T | undefined): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = read();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out');
  }

  it(
    'reads the browser’s tree from /proc and lowers all of it but the renderer’s main thread',
    { timeout: 15_000 },
    async () => {
      const browserPid = startBrowser();
      // Found once Node has started its own threads in it.
      const rendererProcess = await until(() =>
        readProcesses({ browserPid }).find(
          (p) => p.ppid === browserPid && p.commandLine.includes('--type=renderer') && p.threads.length > 1,
        ),
      );
      rendererPid = rendererProcess.pid;
      expect(browsersStartedBy(process.pid)).toEqual([browserPid]);
      const rendererMainBefore = getPriority(rendererPid);
      const stop = keepPageFirst({ browserPid });
      try {
        await until(() => (getPriority(browserPid) === BACKGROUND_NICE ? true : undefined));
        const rendererThreads = readdirSync(`/proc/${rendererProcess.pid}/task`).map(Number);
        const others = rendererThreads.filter((tid) => tid !== rendererProcess.pid);
        expect(others.length).toBeGreaterThan(0);
        await until(() => (others.every((tid) => getPriority(tid) === BACKGROUND_NICE) ? true : undefined));
        expect(getPriority(rendererPid)).toBe(rendererMainBefore);
      } finally {
        stop();
      }
    },
  );
});
