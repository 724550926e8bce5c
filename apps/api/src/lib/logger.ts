/** One JSON object per line on stdout/stderr; easy to ship to any log collector. */
export type LogLevel = 'silent' | 'error' | 'info';

export interface Logger {
  /** The most a line may say and still be written: a caller may skip work for lines nobody writes. */
  readonly level: LogLevel;
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (stream: NodeJS.WriteStream, lvl: string, event: string, fields?: Record<string, unknown>) => {
    const line = { time: new Date().toISOString(), level: lvl, event, ...fields };
    stream.write(`${JSON.stringify(line)}\n`);
  };
  return {
    level,
    info: (event, fields) => {
      if (level === 'info') write(process.stdout, 'info', event, fields);
    },
    error: (event, fields) => {
      if (level !== 'silent') write(process.stderr, 'error', event, fields);
    },
  };
}

export const silentLogger: Logger = { level: 'silent', info: () => {}, error: () => {} };

/** The same logger, every line also carrying `fixed` (a request's id: http/request-id.ts). */
export function withFields(logger: Logger, fixed: Record<string, unknown>): Logger {
  return {
    level: logger.level,
    info: (event, fields) => logger.info(event, { ...fixed, ...fields }),
    error: (event, fields) => logger.error(event, { ...fixed, ...fields }),
  };
}
