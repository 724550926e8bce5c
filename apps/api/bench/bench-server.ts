import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

/**
 * The server under test, in its own process so the load generator does not compete with it
 * for the event loop. Rate limits are off: the benchmark measures throughput, and every
 * request comes from one address. Prints its URL as one JSON line, then serves until killed.
 */
const running = await startServer(loadConfig(), { disableRateLimits: true });
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
