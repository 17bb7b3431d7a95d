/**
 * After `formatjs compile`: moves the messages of each route catalog (src/config/catalogs.ts) out of
 * i18n/compiled/<locale>.json into i18n/compiled/<catalog>.<locale>.json, loaded with that route only.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RouteCatalog, routeCatalogOf, routeCatalogs } from '../src/config/catalogs.ts';

const compiled = path.resolve(import.meta.dirname, '..', 'i18n', 'compiled');

for (const locale of ['es', 'en']) {
  const file = path.join(compiled, `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const core: Record<string, unknown> = {};
  const routes = Object.fromEntries(
    Object.keys(routeCatalogs).map((name) => [name, {} as Record<string, unknown>]),
  ) as Record<RouteCatalog, Record<string, unknown>>;
  for (const [id, message] of Object.entries(messages)) {
    const route = routeCatalogOf(id);
    (route ? routes[route] : core)[id] = message;
  }
  writeFileSync(file, JSON.stringify(core));
  for (const [name, part] of Object.entries(routes)) {
    writeFileSync(path.join(compiled, `${name}.${locale}.json`), JSON.stringify(part));
  }
}
