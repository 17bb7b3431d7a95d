/**
 * What goes wrong in the patient's browser, reported to our server (docs/operations.md, "Client error reports"):
 * errors are held here from the boot on and handed to the reporter once it has loaded after the page has shown
 * (src/lib/errorReporter.ts). Until then the page pays for this file only; on the server nothing listens.
 */
export type ErrorKind = 'error' | 'rejection' | 'boundary' | 'chunk' | 'provider';
type Reporter = (kind: ErrorKind, error: unknown) => void;

let held: Array<[ErrorKind, unknown]> | undefined;
let reporter: Reporter | undefined;

export function reportError(kind: ErrorKind, error: unknown): void {
  if (reporter) reporter(kind, error);
  else if (held && held.length < 8) held.push([kind, error]);
}

/** From the boot on: uncaught errors and unhandled rejections (React's uncaught errors arrive as the first). */
export function listenForErrors(): void {
  held ??= [];
  addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}

/** The reporter takes over, the errors held first. */
export function reportTo(next: Reporter): void {
  reporter = next;
  for (const [kind, error] of held?.splice(0) ?? []) next(kind, error);
}
