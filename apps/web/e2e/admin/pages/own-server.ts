import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { SMTPServer } from 'smtp-server';

/**
 * For specs that start a server of their own (their own database and SMTP sink, apart from the
 * shared test server): resolves once it says it is serving, rejects with its output if it exits.
 */
export function untilServing(server: ChildProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Vitrine no ar em')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`o servidor saiu (${code}): ${out}`)));
  });
}

/** Stops such a server and its SMTP sink, and removes its data folder. */
export async function stopOwnServer(server: ChildProcess | undefined, sink: SMTPServer, dataDir: string) {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
