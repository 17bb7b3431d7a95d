import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * DESIGN §2: Stripe.js and our card form are for /payment only. A module matching one of these must sit only
 * in chunks that nothing but the payment route loads (the route's own chunks, or chunks that only those load).
 */
export const PAYMENT_ONLY_MODULES: RegExp[] = [
  /[\\/]node_modules[\\/]@stripe[\\/]/,
  /[\\/]src[\\/]features[\\/]payment[\\/]card[\\/]/,
];
/** The payment route's lazy import in src/app/routes.tsx. */
export const PAYMENT_ROUTE_REQUEST = /features\/payment\/screens\/PaymentPage$/;

export interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}
export interface StatsChunk {
  id?: string | number | null;
  names?: string[];
  files?: string[];
  initial?: boolean;
  entry?: boolean;
  modules?: StatsModule[];
  /** The imports that load this chunk (`import()` calls, or the entry). */
  origins?: Array<{ moduleName?: string; request?: string }>;
}

/** Module names in a chunk, concatenated ones included (`./a.tsx + 3 modules` stands for its inner modules). */
function moduleNames(modules: StatsModule[] = []): string[] {
  return modules.flatMap((module) => [
    (module.name ?? '').replace(/ \+ \d+ modules?$/, ''),
    ...moduleNames(module.modules),
  ]);
}

/** What breaks the rule, one line each; empty when every payment-only module is only where /payment loads it. */
export function paymentOnlyViolations(chunks: StatsChunk[]): string[] {
  const key = (chunk: StatsChunk) => String(chunk.id);
  const chunksOf = new Map<string, StatsChunk[]>();
  for (const chunk of chunks) {
    for (const name of moduleNames(chunk.modules)) chunksOf.set(name, [...(chunksOf.get(name) ?? []), chunk]);
  }
  const verdicts = new Map<string, boolean>();
  const paymentOnly = (chunk: StatsChunk): boolean => {
    const known = verdicts.get(key(chunk));
    if (known !== undefined) return known;
    verdicts.set(key(chunk), true); // a cycle of imports adds no other way in
    const origins = chunk.origins ?? [];
    const verdict =
      !chunk.initial &&
      !chunk.entry &&
      origins.length > 0 &&
      origins.every(
        ({ moduleName, request }) =>
          PAYMENT_ROUTE_REQUEST.test(request ?? '') ||
          (moduleName !== undefined &&
            (chunksOf.get(moduleName) ?? []).length > 0 &&
            chunksOf.get(moduleName)!.every(paymentOnly)),
      );
    verdicts.set(key(chunk), verdict);
    return verdict;
  };
  const violations: string[] = [];
  for (const chunk of chunks) {
    const guarded = [...new Set(moduleNames(chunk.modules))].filter((name) =>
      PAYMENT_ONLY_MODULES.some((pattern) => pattern.test(name)),
    );
    if (guarded.length === 0 || paymentOnly(chunk)) continue;
    const loadedBy = (chunk.origins ?? []).map(
      (origin) => `${origin.moduleName ?? '?'} → ${origin.request ?? '?'}`,
    );
    violations.push(
      `${guarded.join(', ')} is in ${chunk.files?.join(', ') || `chunk ${key(chunk)}`}` +
        `${chunk.initial ? ' (an initial chunk)' : ''}, loaded by: ${loadedBy.join('; ') || 'the entry'}`,
    );
  }
  return violations;
}

/** Fails a production build that puts Stripe.js or the card form where a page other than /payment loads it. */
export function checkPaymentOnlyChunks(): RsbuildPlugin {
  return {
    name: 'telehealth:payment-only-chunks',
    setup(api) {
      // The browser's bundle only (the server renderer's environment ships nothing to a patient).
      api.onAfterEnvironmentCompile(({ stats, isFirstCompile, environment }) => {
        if (api.context.action !== 'build' || !isFirstCompile || !stats || environment.name !== 'web') return;
        const json = stats.toJson({
          all: false,
          ids: true,
          chunks: true,
          chunkModules: true,
          chunkOrigins: true,
          nestedModules: true,
          orphanModules: true,
          dependentModules: true,
          chunkModulesSpace: Number.MAX_SAFE_INTEGER,
          nestedModulesSpace: Number.MAX_SAFE_INTEGER,
        });
        const violations = paymentOnlyViolations((json.chunks ?? []) as StatsChunk[]);
        if (violations.length > 0) {
          throw new Error(
            `Stripe.js or the card form would load outside /payment:\n  ${violations.join('\n  ')}`,
          );
        }
        console.log('Payment-only chunks: Stripe.js and the card form load only on /payment');
      });
    },
  };
}
