export declare const BACKGROUND_NICE: number;
export interface ProcessInfo {
  pid: number;
  ppid: number;
  commandLine: string;
  threads: Array<{ id: number; name?: string }>;
}
export declare function backgroundThreads(
  processes: readonly ProcessInfo[],
  roots: { browserPid: number; toolPids?: readonly number[] },
): number[];
export declare function readProcesses(roots: { browserPid: number; toolPids?: readonly number[] }): ProcessInfo[];
export declare function keepPageFirst(roots: {
  browserPid: number;
  toolPids?: readonly number[];
  log?: (line: string) => void;
}): () => void;
export declare function browsersStartedBy(pid: number): number[];
