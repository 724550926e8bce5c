/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface RequestSpec {
    path?: string;
    method?: Options['method'];
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request with the one to send; answers the request actually sent. */
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests each connection cycles through; each may override path, method, headers, body. */
    requests?: Array<RequestSpec>;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  /** The running benchmark: a promise of the result that also emits progress events. */
  interface Instance extends Promise<Result> {
    /** Every response: status, bytes read, and the response time in (fractional) milliseconds. */
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
