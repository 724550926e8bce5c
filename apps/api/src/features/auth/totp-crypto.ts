import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored encrypted (AES-256-GCM) with a key derived from JWT_SECRET by
 * HKDF, so a copy of the database alone does not hand out second factors. Changing
 * JWT_SECRET makes the stored secrets unreadable: those users enrol again (docs/ADMIN.md).
 * Recovery codes are stored as HMAC-SHA256 under another derived key: they are 50 random
 * bits each, so a keyed fast hash is enough, and one check costs microseconds, not an argon2 run.
 */
const VERSION = 'v1';

function derivedKey(jwtSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'vitrine', purpose, 32));
}

export function encryptSecret(plain: string, jwtSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(jwtSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The secret, or null when it cannot be read (another JWT_SECRET, a damaged value). */
export function decryptSecret(stored: string, jwtSecret: string): string | null {
  const [version, data] = stored.split(':');
  if (version !== VERSION || !data) return null;
  try {
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(jwtSecret, 'totp-secret'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Lower-case letters and digits without look-alikes (no 0/o, 1/l): 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A recovery code as shown: 'abcde-fghij'. */
export function generateRecoveryCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[bytes[i]! % RECOVERY_ALPHABET.length];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** `normalisedCode` is parseSecondFactorCode's output: no dash, lower case. */
export function hashRecoveryCode(normalisedCode: string, jwtSecret: string): string {
  return createHmac('sha256', derivedKey(jwtSecret, 'recovery-code')).update(normalisedCode).digest('hex');
}
