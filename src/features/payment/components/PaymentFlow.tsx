import { useCallback, useEffect } from 'react';
import { useGetAvailableDoctorsQuery } from '../../../api/shared/doctors';
import { useGetPreOrderQuery } from '../../../api/shared/preOrders';
import { useGetProfileQuery } from '../../../state/session/api';
import { selectActiveCompany, selectIsEmployee } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { useCountdown } from '../hooks/useCountdown';
import { useOrderSummary } from '../hooks/useOrderSummary';
import { usePayment } from '../hooks/usePayment';
import { cardProcessor } from './CardPayment';
import { LoadFailed, Loading, OrderNotFound } from './LoadStates';
import { OrderScreen } from './OrderScreen';
import { PaymentConfirmation } from './PaymentConfirmation';
import { WindowExpired } from './WindowExpired';

/**
 * /payment?preOrder=<id>: loads the held pre-order, the order summary (the company's first for an employee)
 * and drives the payment; the result replaces the order (confirmation, or the window ran out).
 */
export function PaymentFlow({ preOrderId }: { preOrderId: number }) {
  const preOrderQuery = useGetPreOrderQuery(preOrderId);
  const preOrder = preOrderQuery.data;
  const countdown = useCountdown(preOrder?.expires_at, preOrderQuery.fulfilledTimeStamp);
  const profileQuery = useGetProfileQuery();
  const isEmployee = useAppSelector(selectIsEmployee);
  const company = useAppSelector(selectActiveCompany);
  const companyId = isEmployee ? company?.id : undefined;
  const doctor = useGetAvailableDoctorsQuery(
    { doctorId: preOrder?.doctor_id ?? 0 },
    { skip: !preOrder },
  ).data?.doctor_list.find((candidate) => candidate.id === preOrder?.doctor_id);

  const order = useOrderSummary({
    preOrderId,
    companyId,
    enabled: preOrder?.status === 'pending' && !profileQuery.isLoading,
  });
  const summary = order.state.status === 'ready' ? order.state.summary : undefined;
  const companyPays = order.state.status === 'ready' && order.state.mode === 'company';
  const { reload } = order;
  const { refetch } = preOrderQuery;
  const probe = useCallback(
    () =>
      refetch()
        .unwrap()
        .then(
          () => true,
          () => false,
        ),
    [refetch],
  );
  const payment = usePayment({
    preOrderId,
    companyId: companyPays ? companyId : undefined,
    processor: cardProcessor(),
    expectedTotal: summary?.total,
    onAmountChanged: reload,
    probe,
  });

  // The window ended on this clock: the provider says whether the pre-order expired (clocks may differ).
  useEffect(() => {
    if (!countdown.ended || payment.phase.name === 'succeeded') return;
    void refetch();
    const timer = setInterval(() => void refetch(), 5000);
    return () => clearInterval(timer);
  }, [countdown.ended, payment.phase.name, refetch]);

  // Paid already (another tab, a reload after success): its payment is the succeeded one; show it.
  const paidElsewhere =
    preOrder?.status === 'paid' || (order.state.status === 'failed' && order.state.problem.kind === 'paid');
  const { showPaid } = payment;
  useEffect(() => {
    if (paidElsewhere) showPaid();
  }, [paidElsewhere, showPaid]);

  const retry = useCallback(() => {
    void preOrderQuery.refetch();
    reload();
  }, [preOrderQuery, reload]);

  if (payment.phase.name === 'succeeded' && preOrder)
    return (
      <PaymentConfirmation
        payment={payment.phase.payment}
        preOrder={preOrder}
        doctor={doctor}
        summary={summary}
        company={company?.title}
      />
    );
  const problem = order.state.status === 'failed' ? order.state.problem : undefined;
  if (payment.phase.name === 'expired' || preOrder?.status === 'expired' || problem?.kind === 'expired')
    return <WindowExpired preOrder={preOrder} />;
  // Paid elsewhere, but its payment could not be read (offline): say so rather than load for ever.
  const { phase } = payment;
  if (paidElsewhere && (phase.name === 'offline' || (phase.name === 'idle' && phase.notice)))
    return <LoadFailed onRetry={showPaid} />;
  // A pre-order already on screen stays there when reading it again fails (the order and the card typed).
  if (preOrderQuery.isError && !preOrder) {
    const status = (preOrderQuery.error as { status?: unknown }).status;
    return status === 404 ? <OrderNotFound /> : <LoadFailed onRetry={retry} />;
  }
  if (problem?.kind === 'notFound') return <OrderNotFound />;
  if (problem && problem.kind !== 'paid') return <LoadFailed onRetry={retry} />;
  if (!preOrder || !summary || order.state.status !== 'ready') return <Loading />;
  return (
    <OrderScreen
      preOrder={preOrder}
      doctor={doctor}
      order={order}
      summary={summary}
      mode={order.state.mode}
      choices={order.state.choices}
      company={company}
      countdown={countdown}
      payment={payment}
    />
  );
}
