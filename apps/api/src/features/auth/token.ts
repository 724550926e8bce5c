import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { TOKEN_TTL_SECONDS, TOTP_CHALLENGE_TTL_SECONDS } from '@vitrine/shared/constants';
import { isRoleId, type RoleId } from '@vitrine/shared';

export interface TokenClaims {
  userId: number;
  role: RoleId;
  username: string;
  /** The server-side session (sessions.id) the token belongs to; checked on every request. */
  sessionId: string;
}

const ALGORITHM = 'HS256';

export async function signToken(claims: TokenClaims, secret: string, nowSeconds: number): Promise<string> {
  return sign(
    {
      sub: String(claims.userId),
      role: claims.role,
      username: claims.username,
      sid: claims.sessionId,
      iat: nowSeconds,
      exp: nowSeconds + TOKEN_TTL_SECONDS,
    },
    secret,
    ALGORITHM,
  );
}

type Payload = Awaited<ReturnType<typeof verify>>;

/**
 * The payload of an unexpired token signed with our key, and the user id it is about, or null:
 * the one gate both kinds of token (session and 2FA challenge) pass, so neither can be checked
 * more loosely than the other. The header's alg must be HS256 before anything else is looked
 * at, so `alg: none` and algorithm-confusion tokens fail early.
 */
async function liveToken(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<{ userId: number; payload: Payload } | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== ALGORITHM) return null;
    // Expiry is checked below against the app's clock (injectable in tests), not Hono's.
    const payload = await verify(token, secret, { alg: ALGORITHM, exp: false, nbf: false, iat: false });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
    return { userId, payload };
  } catch {
    return null;
  }
}

/** Answers the claims of a valid session token, or null. */
export async function verifyToken(token: string, secret: string, nowSeconds: number): Promise<TokenClaims | null> {
  const live = await liveToken(token, secret, nowSeconds);
  if (!live) return null;
  const { userId, payload } = live;
  if (!isRoleId(payload.role) || typeof payload.username !== 'string') return null;
  // Tokens from before sessions existed, and 2FA challenges, carry no session: refused.
  if (typeof payload.sid !== 'string' || !payload.sid || 'purpose' in payload) return null;
  return { userId, role: payload.role, username: payload.username, sessionId: payload.sid };
}

/** What the code step needs from a challenge: whose it is, its one-use id and its password proof. */
export interface ChallengeClaims {
  userId: number;
  /** Consumed by the sign-in it starts: a challenge signs in once. */
  id: string;
  /** passwordProof() of the password the step checked, or random bytes when it was wrong. */
  proof: string;
}

/**
 * Proves, to this server only, that the password step saw the right password for the account
 * as it is now: an HMAC over the challenge id and the stored password hash. A password change
 * makes every older challenge fail, and a challenge handed out for a wrong password (a locked
 * account answers both alike, see login) carries random bytes that look the same from outside.
 */
export function passwordProof(secret: string, challengeId: string, userId: number, passwordHash: string): string {
  return createHmac('sha256', secret)
    .update(`totp-challenge|${challengeId}|${userId}|${passwordHash}`)
    .digest('base64url');
}

export const samePasswordProof = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The password step's answer for an account with 2FA: proves the password was right for a
 * few minutes, and nothing else (no session id, so verifyToken refuses it everywhere).
 * `passwordHash` is null when the password was wrong: the proof is then random.
 */
export function signChallenge(
  userId: number,
  passwordHash: string | null,
  secret: string,
  nowSeconds: number,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const proof =
    passwordHash === null ? randomBytes(32).toString('base64url') : passwordProof(secret, id, userId, passwordHash);
  return sign(
    {
      sub: String(userId),
      purpose: 'totp',
      jti: id,
      pv: proof,
      iat: nowSeconds,
      exp: nowSeconds + TOTP_CHALLENGE_TTL_SECONDS,
    },
    secret,
    ALGORITHM,
  );
}

/** The claims of a live challenge, or null. */
export async function verifyChallenge(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<ChallengeClaims | null> {
  const live = await liveToken(token, secret, nowSeconds);
  if (live?.payload.purpose !== 'totp') return null;
  const { jti, pv } = live.payload;
  if (typeof jti !== 'string' || typeof pv !== 'string') return null;
  return { userId: live.userId, id: jti, proof: pv };
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}
