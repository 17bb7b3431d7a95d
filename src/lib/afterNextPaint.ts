/**
 * Resolves once the browser has painted what the current task changed (the feedback of a tap), so that heavy work
 * which follows does not hold that paint back: a tap's latency (INP) runs until the next paint. In a hidden page,
 * which paints no frames, and outside a browser, after a task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden)
      next();
    else requestAnimationFrame(next);
  });
}
