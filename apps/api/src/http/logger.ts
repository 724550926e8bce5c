/** One JSON object per line on stdout/stderr; easy to ship to any log collector. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (stream: NodeJS.WriteStream, lvl: string, event: string, fields?: Record<string, unknown>) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields })}\n`);
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
