import { useEffect, useRef } from 'react';

/** Moves focus to the element when it appears (a result replacing the form: screen readers start there). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
