import { sign, verify } from 'hono/jwt';
import { TOKEN_TTL_SECONDS } from '@vitrine/shared/constants';
import { isRoleId, type RoleId } from '@vitrine/shared';

export interface TokenClaims {
  userId: number;
  role: RoleId;
  username: string;
}

const ALGORITHM = 'HS256';

export async function signToken(claims: TokenClaims, secret: string, nowSeconds: number): Promise<string> {
  return sign(
    {
      sub: String(claims.userId),
      role: claims.role,
      username: claims.username,
      iat: nowSeconds,
      exp: nowSeconds + TOKEN_TTL_SECONDS,
    },
    secret,
    ALGORITHM,
  );
}

/**
 * Answers the claims of a valid token, or null. The header's alg must be HS256 before
 * anything else is looked at, so `alg: none` and algorithm-confusion tokens fail early.
 */
export async function verifyToken(token: string, secret: string, nowSeconds: number): Promise<TokenClaims | null> {
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
    if (!isRoleId(payload.role) || typeof payload.username !== 'string') return null;
    return { userId, role: payload.role, username: payload.username };
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}
