import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The backup file: one line naming the format, one line of JSON describing the contents (with
 * the sha256 of what follows), then a gzip'd SQLite database holding every table (images
 * included), at the schema of the build that wrote it. The same file comes from a SQLite or a
 * PostgreSQL site and restores onto either engine: SQLite is the portable format, and
 * db/copy.ts moves rows between the engines.
 */
export const BACKUP_MAGIC = 'VITRINE-BACKUP 1';

export interface BackupHeader {
  format: 1;
  createdAt: string;
  /** The engine the backup was taken from. */
  engine: 'sqlite' | 'postgres';
  /** The newest migration the data is at. */
  migration: string;
  /** Rows per table at the moment of the backup. */
  tables: Record<string, number>;
  images: number;
  /** The token signing key is inside (settings 'jwt.secret'). */
  signingKey: boolean;
  /** sha256 (hex) and length of the gzip'd database that follows the header. */
  sha256: string;
  bytes: number;
}

/** A backup that cannot be used, with the reason in words for the operator. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes the file next to its final name, flushes it, then renames: a crash never leaves half a backup under the name. */
export function writeBackupFile(
  path: string,
  header: Omit<BackupHeader, 'sha256' | 'bytes'>,
  database: Uint8Array,
): BackupHeader {
  const payload = gzipSync(database, { level: 6 });
  const full: BackupHeader = { ...header, sha256: sha256(payload), bytes: payload.byteLength };
  const partial = `${path}.${process.pid}.parcial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeSync(fd, `${BACKUP_MAGIC}\n${JSON.stringify(full)}\n`);
    writeSync(fd, payload);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, path);
  return full;
}

/**
 * Reads and checks a backup file before anything is restored from it: the format line, the
 * header, the length and the sha256 of the payload, and that it unpacks. Answers the header
 * and the SQLite database's bytes; throws BackupFileError with what is wrong otherwise.
 */
export function readBackupFile(path: string): { header: BackupHeader; database: Buffer } {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (error) {
    throw new BackupFileError(
      `não foi possível ler ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  const firstBreak = raw.indexOf(0x0a);
  if (firstBreak < 0 || raw.subarray(0, firstBreak).toString('latin1') !== BACKUP_MAGIC) {
    throw new BackupFileError(`${path} não é um backup do Vitrine (o arquivo não começa com "${BACKUP_MAGIC}")`);
  }
  const secondBreak = raw.indexOf(0x0a, firstBreak + 1);
  let header: BackupHeader;
  try {
    header = JSON.parse(raw.subarray(firstBreak + 1, secondBreak).toString('utf8')) as BackupHeader;
  } catch {
    throw new BackupFileError(`o cabeçalho de ${path} está danificado`);
  }
  if (secondBreak < 0 || header.format !== 1 || typeof header.sha256 !== 'string') {
    throw new BackupFileError(`o cabeçalho de ${path} está danificado ou é de um formato desconhecido`);
  }
  const payload = raw.subarray(secondBreak + 1);
  if (payload.byteLength !== header.bytes) {
    throw new BackupFileError(
      `o arquivo está incompleto ou danificado: ${payload.byteLength} bytes de dados, o cabeçalho diz ${header.bytes}`,
    );
  }
  if (sha256(payload) !== header.sha256) {
    throw new BackupFileError('o arquivo está danificado: a soma de verificação (sha256) não confere');
  }
  try {
    return { header, database: gunzipSync(payload) };
  } catch {
    throw new BackupFileError('o arquivo está danificado: os dados compactados não abrem');
  }
}
