/**
 * Route catalogs. Every page waits for its locale's compiled catalog (i18n/compiled/<locale>.json) before it
 * shows, so texts that only one lazily loaded route uses should not be in it: the messages of each namespace
 * below move to i18n/compiled/<locale>/<namespace>.json, which that route loads when it opens
 * (the route table: src/app/routes.tsx, src/components/RouteMessages.tsx). Runs after `formatjs compile` (npm run i18n:compile).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Namespaces used by one route only (keep in step with the loaders in src/components/routeCatalogs.ts). */
export const ROUTE_NAMESPACES = ['booking', 'payment'] as const;
const LOCALES = ['es', 'en'] as const;

type Catalog = Record<string, unknown>;

/** The catalog without the route namespaces, and each namespace's own part. */
export function splitCatalog(catalog: Catalog, namespaces: readonly string[] = ROUTE_NAMESPACES) {
  const core: Catalog = {};
  const parts: Record<string, Catalog> = Object.fromEntries(namespaces.map((name) => [name, {}]));
  for (const [id, message] of Object.entries(catalog)) {
    const namespace = namespaces.find((name) => id.startsWith(`${name}.`));
    if (namespace) parts[namespace]![id] = message;
    else core[id] = message;
  }
  return { core, parts };
}

function main() {
  const compiled = path.resolve(import.meta.dirname, '..', 'i18n', 'compiled');
  for (const locale of LOCALES) {
    const file = path.join(compiled, `${locale}.json`);
    const { core, parts } = splitCatalog(JSON.parse(readFileSync(file, 'utf8')) as Catalog);
    mkdirSync(path.join(compiled, locale), { recursive: true });
    for (const [namespace, messages] of Object.entries(parts)) {
      writeFileSync(path.join(compiled, locale, `${namespace}.json`), JSON.stringify(messages));
    }
    writeFileSync(file, JSON.stringify(core));
  }
}

if (import.meta.main) main();
