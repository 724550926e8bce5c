export declare const REFERENCE_BENCHMARK_INDEX: number;
export declare const PLAIN_CPU_SLOWDOWN: number;
export declare function calibratedCpuSlowdown(benchmarkIndex: number): number;
export declare const BAR: Readonly<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>;
export declare const MAX_TOTAL_BLOCKING_MS: number;
export declare function shortfalls(scores: Partial<Record<string, number>>, totalBlockingMs: number): string[];
export declare function median(values: readonly number[]): number;
export declare const MAX_CALIBRATION_DRIFT: number;
export declare function driftedFromCalibration(cpuSlowdown: number, runIndexes: readonly number[]): boolean;
