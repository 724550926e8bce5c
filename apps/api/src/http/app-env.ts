import type { RoleId } from '@vitrine/shared';
import type { Logger } from '../lib/logger';

/** The signed-in staff member a request carries (set by the auth middleware). */
export interface AuthUser {
  id: number;
  username: string;
  role: RoleId;
  mustChangePassword: boolean;
  /** REQUIRE_2FA_FOR_ADMIN is on and this Admin has not enabled 2FA. */
  mustEnableTotp: boolean;
  /** The session this request's token points at. */
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    user: AuthUser;
    /** Set by a public read whose answer may be replayed (http/replay-cache.ts). */
    replayVersion?: string;
    /** Set with it by a page: its 301 or 404 may be replayed too. */
    replayAnyStatus?: boolean;
    /**
     * The body of the answer the read cache just made (http/response-cache.ts), so the replay
     * keeps those bytes rather than reading the response again (which builds a full web
     * Response around it).
     */
    replayBody?: { response: Response; bytes: Uint8Array };
    /** This request's id (http/request-id.ts), for answers that write their own headers. */
    requestId?: string;
    /** The app's logger, each line carrying this request's id. */
    logger: Logger;
  };
}
