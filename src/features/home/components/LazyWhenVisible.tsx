import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (typically a React.lazy component) once the placeholder comes near the viewport, so
 * below-the-fold code loads after what the visitor sees first. Without IntersectionObserver it renders at once
 * (in a browser; the server renders the placeholder).
 * `minHeight` (per breakpoint if need be) is about the content's, so the page below barely moves when it comes.
 */
export function LazyWhenVisible({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server (no window) the placeholder, as the browser's first render has it.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const placeholder = <Box ref={ref} sx={{ minHeight }} />;
  return visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
