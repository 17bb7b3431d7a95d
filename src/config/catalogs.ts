/**
 * Messages that only one route shows, compiled into a catalog of their own that loads beside the route's code
 * (scripts/i18n-split.ts writes it, src/app/i18n.ts loads it), so the catalog `/` awaits before it shows does not
 * grow with them. Source catalogs stay whole (i18n/es.json, i18n/en.json). `folders` are the only places allowed to
 * define such ids (scripts/i18n-verify.ts checks). No imports: the build scripts load this file directly.
 */
export const routeCatalogs = {
  booking: { prefixes: ['booking.', 'preOrder.'], folders: ['src/features/booking/'] },
} as const;

export type RouteCatalog = keyof typeof routeCatalogs;

/** The route catalog an id belongs to, if any. */
export function routeCatalogOf(id: string): RouteCatalog | undefined {
  return (Object.keys(routeCatalogs) as RouteCatalog[]).find((name) =>
    routeCatalogs[name].prefixes.some((prefix) => id.startsWith(prefix)),
  );
}
