import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../config.ts';
import { type Db, one, run, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

interface RefreshRow {
  jti: string;
  user_id: number;
  family: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export type RefreshVerdict = 'ok' | 'reused' | 'revoked' | 'expired' | 'unknown';

/** Rotation rule: a refresh token works once; showing a used one again means it leaked. */
export function refreshVerdict(row: RefreshRow | undefined, now: number): RefreshVerdict {
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (row.used_at !== null) return 'reused';
  return row.expires_at <= now ? 'expired' : 'ok';
}

/** The per-install signing secret, created on first use and kept in the database under .data/. */
function secretOf(db: Db): Uint8Array {
  const existing = one<{ value: string }>(db, "SELECT value FROM meta WHERE key = 'jwt_secret'");
  if (existing) return Buffer.from(existing.value, 'base64');
  const secret = randomBytes(32).toString('base64');
  run(db, "INSERT OR IGNORE INTO meta (key, value) VALUES ('jwt_secret', :secret)", { secret });
  return secretOf(db);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Access tokens are HS256 JWTs (`sub`, `exp`, `iat`, `jti`). Refresh tokens are opaque random strings stored
 * by their SHA-256 (column `jti`); they rotate within a family, and showing a used one revokes the family.
 */
export class TokenService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly accessTtl: number;
  private readonly refreshTtl: number;
  private readonly secret: Uint8Array;

  constructor(db: Db, clock: Clock, accessTtlSeconds: number, refreshTtlSeconds: number) {
    this.db = db;
    this.clock = clock;
    this.accessTtl = accessTtlSeconds;
    this.refreshTtl = refreshTtlSeconds;
    this.secret = secretOf(db);
  }

  /**
   * A signed access token of the session `sessionId` (its refresh-token family, claim `sid`), which logout
   * revokes; `issuedAt` in the past makes an already expired one (tests, provider states).
   */
  accessToken(userId: number, issuedAt: number = this.clock.now(), sessionId?: string): Promise<string> {
    const iat = Math.floor(issuedAt / 1000);
    return new SignJWT(sessionId ? { typ: 'access', sid: sessionId } : { typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtl)
      .setIssuer('telehealth-sandbox')
      .sign(this.secret);
  }

  /** Stores a refresh token (a given literal, or a new random one) in a family. Call inside a transaction. */
  storeRefreshToken(
    userId: number,
    family: string,
    token = randomBytes(32).toString('base64url'),
    revoked = false,
  ) {
    const now = this.clock.now();
    run(
      this.db,
      `INSERT OR REPLACE INTO refresh_tokens (jti, user_id, family, expires_at, revoked_at, created_at)
       VALUES (:hash, :userId, :family, :expires, :revoked, :now)`,
      {
        hash: hashOf(token),
        userId,
        family,
        expires: now + this.refreshTtl * 1000,
        revoked: revoked ? now : null,
        now,
      },
    );
    return token;
  }

  /** A new login: a new refresh family. */
  async issue(userId: number): Promise<AuthTokens> {
    const session = randomUUID();
    const refresh_token = this.storeRefreshToken(userId, session);
    return { access_token: await this.accessToken(userId, this.clock.now(), session), refresh_token };
  }

  /** The user id of a valid access token of a session that has not been revoked, or a 401. */
  async verifyAccess(token: string): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: 'telehealth-sandbox',
        currentDate: new Date(this.clock.now()),
      });
      if (payload.typ !== 'access' || !payload.sub) throw new ApiError(401, 'unauthorized');
      if (typeof payload.sid === 'string' && this.isRevoked(payload.sid))
        throw new ApiError(401, 'token_revoked');
      return Number(payload.sub);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(401, error instanceof joseErrors.JWTExpired ? 'token_expired' : 'unauthorized');
    }
  }

  /** Exchanges a refresh token for a new pair; a reused one revokes its whole family. */
  async rotate(refreshToken: string): Promise<AuthTokens> {
    const now = this.clock.now();
    const next = transaction(this.db, () => {
      const row = one<RefreshRow>(this.db, 'SELECT * FROM refresh_tokens WHERE jti = :hash', {
        hash: hashOf(refreshToken),
      });
      const verdict = refreshVerdict(row, now);
      if (verdict === 'reused') {
        this.revokeSession(row!.family);
        return { error: 'refresh_token_reused' };
      }
      if (verdict !== 'ok') return { error: 'invalid_refresh_token' };
      run(this.db, 'UPDATE refresh_tokens SET used_at = :now WHERE jti = :jti', { now, jti: row!.jti });
      return {
        userId: row!.user_id,
        session: row!.family,
        token: this.storeRefreshToken(row!.user_id, row!.family),
      };
    });
    // The revocation above must commit, so the refusal is thrown only after the transaction.
    if ('error' in next) throw new ApiError(401, next.error!, 'refresh_token');
    return {
      access_token: await this.accessToken(next.userId, now, next.session),
      refresh_token: next.token,
    };
  }

  /** Logout: the token's session ends, its refresh and access tokens alike. Unknown tokens are ignored. */
  revoke(refreshToken: string): void {
    const row = one<{ family: string }>(this.db, 'SELECT family FROM refresh_tokens WHERE jti = :hash', {
      hash: hashOf(refreshToken),
    });
    if (row) transaction(this.db, () => this.revokeSession(row.family));
  }

  /** Ends a session (a refresh-token family): none of its tokens is accepted again. */
  revokeSession(session: string): void {
    const now = this.clock.now();
    run(
      this.db,
      'UPDATE refresh_tokens SET revoked_at = :now WHERE family = :session AND revoked_at IS NULL',
      {
        now,
        session,
      },
    );
    run(this.db, 'INSERT OR IGNORE INTO revoked_sessions (session_id, revoked_at) VALUES (:session, :now)', {
      now,
      session,
    });
  }

  isRevoked(session: string): boolean {
    return (
      one(this.db, 'SELECT 1 AS revoked FROM revoked_sessions WHERE session_id = :session', { session }) !==
      undefined
    );
  }

  /** An HMAC of `message` with the install's secret (the signature of a file link: http/fileUrls.ts). */
  sign(message: string): string {
    return createHmac('sha256', this.secret).update(message).digest('base64url');
  }

  /** A one-time login token (login-token endpoint), valid 10 minutes. */
  mintLoginToken(userId: number, token = randomBytes(24).toString('base64url')): string {
    run(
      this.db,
      'INSERT OR REPLACE INTO login_tokens (token, user_id, expires_at) VALUES (:token, :userId, :expires)',
      {
        token,
        userId,
        expires: this.clock.now() + 10 * 60_000,
      },
    );
    return token;
  }
}
