import { useLayoutEffect, useRef } from 'react';
import type { Photo } from './usePhotos';

type Pending = { removedAt: number } | { statusId: string };

const firstControl = (item: Element | undefined) =>
  item?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? null;

/**
 * Where focus goes once the control that had it is gone (WCAG 2.4.3): after a remove, the control of the photo
 * that took its place, else of the one before, else `fallback` (the picker's 'Add photos'); after a retry (its
 * buttons disappear while the photo is sent again), that photo's status line.
 */
export function usePhotoFocus(photos: Photo[], fallback: () => void) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<Pending | null>(null);

  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if ('statusId' in target) {
      document.getElementById(target.statusId)?.focus();
      return;
    }
    const items = Array.from(listRef.current?.children ?? []);
    const after = items.slice(target.removedAt);
    const before = items.slice(0, target.removedAt).reverse();
    const control = [...after, ...before].map(firstControl).find(Boolean);
    if (control) control.focus();
    else fallback();
  }, [photos, fallback]);

  return {
    listRef,
    afterRemove(index: number) {
      pending.current = { removedAt: index };
    },
    afterRetry(statusId: string) {
      pending.current = { statusId };
    },
  };
}
