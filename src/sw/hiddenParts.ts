import { OFFLINE_PAGE_PARTS, OFFLINE_READABLE, type OfflineReadable } from '../config/offline';

/**
 * The rules that hide what cannot be read offline now: the links to it, or, when nothing can, the whole list
 * (the page then says how to have something next time).
 */
export function hiddenParts(readable: ReadonlySet<OfflineReadable>): string {
  if (readable.size === 0) {
    return `[${OFFLINE_PAGE_PARTS.list}]{display:none}[${OFFLINE_PAGE_PARTS.nothing}]{display:block}`;
  }
  return OFFLINE_READABLE.filter(({ id }) => !readable.has(id))
    .map(({ id }) => `[${OFFLINE_PAGE_PARTS.readable}="${id}"]{display:none}`)
    .join('');
}
