import { currentRequestId } from '../http/request-id';

/** One JSON object per line on stdout/stderr; easy to ship to any log collector. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  // Written while serving a request, a line carries that request's id (http/request-id.ts).
  const write = (stream: NodeJS.WriteStream, lvl: string, event: string, fields?: Record<string, unknown>) => {
    const requestId = currentRequestId();
    const line = { time: new Date().toISOString(), level: lvl, event, ...(requestId ? { requestId } : {}), ...fields };
    stream.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (event, fields) => {
      if (level === 'info') write(process.stdout, 'info', event, fields);
    },
    error: (event, fields) => {
      if (level !== 'silent') write(process.stderr, 'error', event, fields);
    },
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
