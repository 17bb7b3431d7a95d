import { type Db, one, run } from '../db/connection.ts';
import { POLICIES } from '../db/seedData.ts';
import { unprocessable } from '../domain/errors.ts';

/**
 * A policy's address in a language: the catalog keeps the Spanish one; the English page has a path of its own
 * on the marketing site (seedData's POLICIES), not the Spanish path under /en/.
 */
export function policyUrl(policy: { type: string; url: string }, english: boolean): string {
  const paths = POLICIES.find((known) => known.type === policy.type)?.path;
  if (!english || !paths || !policy.url.endsWith(paths[0])) return policy.url;
  return policy.url.slice(0, policy.url.length - paths[0].length) + paths[1];
}

/** The version of the privacy policy in force (the one `pwa/policies` serves). */
export function privacyPolicyVersion(db: Db): string {
  const row = one<{ version: string }>(
    db,
    "SELECT version FROM policies WHERE type = 'privacy' ORDER BY id DESC",
  );
  if (!row) throw new Error('the catalog has no privacy policy');
  return row.version;
}

/**
 * Records the privacy-policy version a sign-in accepted. A version the client sends must be the one in force
 * (422 `privacy_policy_outdated` otherwise: the patient read an older text); a client that sends none accepted
 * the one in force.
 */
export function recordPrivacyConsent(
  db: Db,
  consent: { identity: string; userId: number | null; version: string | undefined; now: number },
): string {
  const inForce = privacyPolicyVersion(db);
  if (consent.version !== undefined && consent.version.trim() !== inForce)
    throw unprocessable('privacy_policy_outdated', 'privacy_policy_version');
  run(
    db,
    'INSERT INTO privacy_consents (identity, user_id, version, accepted_at) VALUES (:identity, :user, :v, :now)',
    { identity: consent.identity, user: consent.userId, v: inForce, now: consent.now },
  );
  return inForce;
}
