/**
 * After `formatjs compile`: moves the messages of each route catalog and part catalog (src/config/routeCatalogs.ts)
 * out of `i18n/compiled/<locale>.json` into `i18n/compiled/<locale>.<group>.json`, which the pages (or the parts
 * of a page) that use them load.
 * A namespace listed by several groups (a shared component only their pages show) is copied into each.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partCatalogNamespaces, routeCatalogNamespaces } from '../src/config/routeCatalogs.ts';

const compiledDir = path.join(import.meta.dirname, '..', 'i18n', 'compiled');

for (const locale of ['es', 'en']) {
  const file = path.join(compiledDir, `${locale}.json`);
  const all: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
  const main = { ...all };
  for (const [group, namespaces] of Object.entries({ ...routeCatalogNamespaces, ...partCatalogNamespaces })) {
    const prefixes = namespaces.map((namespace: string) => `${namespace}.`);
    // From the whole catalog: a namespace that several groups list (a shared component) goes into each.
    const moved = Object.fromEntries(
      Object.entries(all).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))),
    );
    for (const id of Object.keys(moved)) delete main[id];
    writeFileSync(path.join(compiledDir, `${locale}.${group}.json`), JSON.stringify(moved));
  }
  writeFileSync(file, JSON.stringify(main));
}
