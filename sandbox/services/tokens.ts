import { randomBytes, randomUUID } from 'node:crypto';
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

/** HS256 access and refresh JWTs; refresh tokens rotate within a family and reuse revokes the family. */
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

  private sign(claims: Record<string, unknown>, userId: number, ttl: number, jti: string): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setIssuer('telehealth-sandbox')
      .sign(this.secret);
  }

  /** A new login: a new refresh family. */
  issue(userId: number, family: string = randomUUID()): Promise<AuthTokens> {
    const jti = randomUUID();
    const now = this.clock.now();
    run(
      this.db,
      `INSERT INTO refresh_tokens (jti, user_id, family, expires_at, created_at)
       VALUES (:jti, :userId, :family, :expires, :now)`,
      { jti, userId, family, expires: now + this.refreshTtl * 1000, now },
    );
    return this.pair(userId, family, jti);
  }

  private async pair(userId: number, family: string, jti: string): Promise<AuthTokens> {
    return {
      access_token: await this.sign({ typ: 'access' }, userId, this.accessTtl, randomUUID()),
      refresh_token: await this.sign({ typ: 'refresh', fam: family }, userId, this.refreshTtl, jti),
    };
  }

  private async claims(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: 'telehealth-sandbox',
        currentDate: new Date(this.clock.now()),
      });
      if (payload.typ !== typ || !payload.sub || !payload.jti) return { error: 'invalid' as const };
      return { userId: Number(payload.sub), jti: payload.jti };
    } catch (error) {
      return { error: error instanceof joseErrors.JWTExpired ? ('expired' as const) : ('invalid' as const) };
    }
  }

  /** The user id of a valid access token, or a 401. */
  async verifyAccess(token: string): Promise<number> {
    const result = await this.claims(token, 'access');
    if ('error' in result)
      throw new ApiError(401, result.error === 'expired' ? 'token_expired' : 'unauthorized');
    return result.userId;
  }

  /** Exchanges a refresh token for a new pair; a reused one revokes its whole family. */
  async rotate(refreshToken: string): Promise<AuthTokens> {
    const result = await this.claims(refreshToken, 'refresh');
    if ('error' in result) throw new ApiError(401, 'invalid_refresh_token', 'refresh_token');
    const now = this.clock.now();
    const next = transaction(this.db, () => {
      const row = one<RefreshRow>(this.db, 'SELECT * FROM refresh_tokens WHERE jti = :jti', {
        jti: result.jti,
      });
      const verdict = refreshVerdict(row, now);
      if (verdict === 'reused') {
        run(
          this.db,
          'UPDATE refresh_tokens SET revoked_at = :now WHERE family = :family AND revoked_at IS NULL',
          {
            now,
            family: row!.family,
          },
        );
        return { error: 'refresh_token_reused' };
      }
      if (verdict !== 'ok') return { error: 'invalid_refresh_token' };
      run(this.db, 'UPDATE refresh_tokens SET used_at = :now WHERE jti = :jti', { now, jti: row!.jti });
      const jti = randomUUID();
      run(
        this.db,
        `INSERT INTO refresh_tokens (jti, user_id, family, expires_at, created_at)
         VALUES (:jti, :userId, :family, :expires, :now)`,
        { jti, userId: row!.user_id, family: row!.family, expires: now + this.refreshTtl * 1000, now },
      );
      return { userId: row!.user_id, family: row!.family, jti };
    });
    // The revocation above must commit, so the refusal is thrown only after the transaction.
    if ('error' in next) throw new ApiError(401, next.error!, 'refresh_token');
    return this.pair(next.userId, next.family, next.jti);
  }

  /** Logout: the token's family can no longer refresh. Unknown or expired tokens are simply ignored. */
  async revoke(refreshToken: string): Promise<void> {
    const result = await this.claims(refreshToken, 'refresh');
    if ('error' in result) return;
    run(
      this.db,
      `UPDATE refresh_tokens SET revoked_at = :now
       WHERE family = (SELECT family FROM refresh_tokens WHERE jti = :jti) AND revoked_at IS NULL`,
      { now: this.clock.now(), jti: result.jti },
    );
  }

  /** A one-time login token (login-token endpoint), valid 10 minutes. */
  mintLoginToken(userId: number): string {
    const token = randomBytes(24).toString('base64url');
    run(this.db, 'INSERT INTO login_tokens (token, user_id, expires_at) VALUES (:token, :userId, :expires)', {
      token,
      userId,
      expires: this.clock.now() + 10 * 60_000,
    });
    return token;
  }
}
