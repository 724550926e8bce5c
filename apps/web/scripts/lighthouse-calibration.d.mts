export declare const REFERENCE_BENCHMARK_INDEX: number;
export declare const PLAIN_CPU_SLOWDOWN: number;
export declare function calibratedCpuSlowdown(benchmarkIndex: number): number;
