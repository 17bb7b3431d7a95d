import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A stable way to change the page's query in place (history `replace`): the router's own setter changes with
 * every query change, which would restart effects that depend on it.
 */
export function useQueryWriter() {
  const [, setQuery] = useSearchParams();
  const latest = useRef(setQuery);
  useEffect(() => {
    latest.current = setQuery;
  });
  return useCallback(
    (change: (query: URLSearchParams) => URLSearchParams) =>
      latest.current((current) => change(new URLSearchParams(current)), { replace: true }),
    [],
  );
}
