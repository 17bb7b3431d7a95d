import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type CancelStep = 'reasons' | 'confirm';

/**
 * The cancellation's step in the URL (DESIGN §9): `?id=…&cancel=reasons`, then `&cancel=confirm&reason_id=…`
 * (the provider's name), so reload and back/forward keep it. Each step is a history entry.
 */
export function useCancellationSteps() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('cancel');
  const step: CancelStep | null = raw === 'reasons' || raw === 'confirm' ? raw : null;
  const reasonId = /^\d+$/.test(params.get('reason_id') ?? '') ? Number(params.get('reason_id')) : null;

  const go = useCallback(
    (next: CancelStep | null, reason?: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('cancel', next);
        else updated.delete('cancel');
        if (reason !== undefined) updated.set('reason_id', String(reason));
        if (!next) updated.delete('reason_id');
        return updated;
      }),
    [setParams],
  );

  return {
    step,
    reasonId,
    open: useCallback(() => go('reasons'), [go]),
    chooseReason: useCallback((reason: number) => go('confirm', reason), [go]),
    back: useCallback(() => go('reasons'), [go]),
    close: useCallback(() => go(null), [go]),
  };
}
