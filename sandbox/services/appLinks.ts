import { type Db, all, one, run } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { HOUR } from '../domain/time.ts';

/** At most this many download links per number per hour (the SMS costs money and must not become spam). */
export const APP_LINKS_PER_HOUR = 3;

export interface AppLinkRow {
  phone: string;
  language_id: number;
  requested_at: number;
}

/** Records one SMS with the app's download link to `phone` (E.164), or 429 `too_many_requests`. */
export function sendAppLink(db: Db, phone: string, languageId: number, now: number): void {
  const recent = one<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM app_link_requests WHERE phone = :phone AND requested_at > :since',
    { phone, since: now - HOUR },
  );
  if ((recent?.n ?? 0) >= APP_LINKS_PER_HOUR) throw new ApiError(429, 'too_many_requests', 'phone');
  run(
    db,
    'INSERT INTO app_link_requests (phone, language_id, requested_at) VALUES (:phone, :language, :now)',
    { phone, language: languageId, now },
  );
}

export const appLinksTo = (db: Db, phone: string): AppLinkRow[] =>
  all<AppLinkRow>(
    db,
    'SELECT phone, language_id, requested_at FROM app_link_requests WHERE phone = :phone ORDER BY id',
    { phone },
  );
