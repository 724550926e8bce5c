import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
  /**
   * HMAC-SHA256 of the rest of the header (which holds the payload's sha256) with the
   * operator's backup key (BACKUP_KEY), and which key that was. Absent: an unsigned backup.
   */
  signature?: { alg: 'hmac-sha256'; keyId: string; value: string };
}

/** A short, public name for a key: tells "another key" from "the file was edited". */
export const backupKeyId = (key: string) =>
  createHash('sha256').update(`vitrine-backup-key:${key}`).digest('hex').slice(0, 16);

const sign = (key: string, content: string) => createHmac('sha256', key).update(content).digest('hex');

/** The backup cannot be shown to come from this site's backups (unsigned, another key, edited). */
export class BackupTrustError extends Error {
  constructor(message: string) {
    super(`${message}. Para restaurar mesmo assim um arquivo em que você confia, use --trust`);
    this.name = 'BackupTrustError';
  }
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
  header: Omit<BackupHeader, 'sha256' | 'bytes' | 'signature'>,
  database: Uint8Array,
  key?: string,
): BackupHeader {
  const payload = gzipSync(database, { level: 6 });
  const unsigned: BackupHeader = { ...header, sha256: sha256(payload), bytes: payload.byteLength };
  const full: BackupHeader = key
    ? {
        ...unsigned,
        signature: { alg: 'hmac-sha256', keyId: backupKeyId(key), value: sign(key, JSON.stringify(unsigned)) },
      }
    : unsigned;
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
 * Whether the header was signed with `key` (the header holds the payload's sha256, checked
 * after this). Unless `trust`, an unsigned file, one signed with another key, or one edited
 * after signing is refused (BackupTrustError): a well-formed file is not proof of origin.
 */
function checkSignature(header: BackupHeader, key: string | undefined, trust: boolean): 'signed' | 'trusted' {
  const { signature, ...unsigned } = header;
  let problem: string | undefined;
  if (!signature) problem = 'o backup não está assinado';
  else if (!key)
    problem = `o backup está assinado (chave ${signature.keyId}), mas BACKUP_KEY não está definida para conferi-lo`;
  else if (signature.keyId !== backupKeyId(key))
    problem = `o backup foi assinado com outra chave (${signature.keyId}; a chave configurada é ${backupKeyId(key)})`;
  else {
    const expected = Buffer.from(sign(key, JSON.stringify(unsigned)), 'hex');
    const given = Buffer.from(String(signature.value), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      problem = 'a assinatura do backup não confere: o arquivo foi alterado depois de gravado';
  }
  if (!problem) return 'signed';
  if (trust) return 'trusted';
  throw new BackupTrustError(problem);
}

/**
 * Reads and checks a backup file before anything is restored from it: the format line, the
 * header, its signature (checkSignature), the length and the sha256 of the payload, and that it
 * unpacks. Answers the header and the SQLite database's bytes; throws BackupFileError (or
 * BackupTrustError) with what is wrong otherwise.
 */
export function readBackupFile(
  path: string,
  trust: { key?: string; trust?: boolean } = {},
): { header: BackupHeader; database: Buffer; origin: 'signed' | 'trusted' } {
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
  const origin = checkSignature(header, trust.key, trust.trust ?? false);
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
    return { header, database: gunzipSync(payload), origin };
  } catch {
    throw new BackupFileError('o arquivo está danificado: os dados compactados não abrem');
  }
}
