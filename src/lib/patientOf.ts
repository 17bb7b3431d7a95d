/**
 * The patient a provider call is made for: the `sub` claim of its bearer token, read (not verified: the provider
 * verifies it) so that copies kept for offline reading are filed per patient. Null without a readable token.
 */
export function patientOf(authorization: string | null): string | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : null;
  } catch {
    return null;
  }
}
