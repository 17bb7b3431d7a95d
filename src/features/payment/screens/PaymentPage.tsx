import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { OrderNotFound } from '../components/LoadStates';
import { PaymentFlow } from '../components/PaymentFlow';
import { paymentMessages } from '../messages';

/**
 * /payment?preOrder=<id> (DESIGN §9: the flow's state is in the query, with the provider's names). Its texts
 * (`payment.*`) load with the route (src/app/routes.tsx).
 */
export default function PaymentPage() {
  const [query] = useSearchParams();
  const preOrderId = preOrderIdOf(query);
  return (
    <Page title={paymentMessages.title}>
      {preOrderId !== null ? <PaymentFlow key={preOrderId} preOrderId={preOrderId} /> : <OrderNotFound />}
    </Page>
  );
}

/** The pre-order the page's query names (`preOrder`), or null when it names none that could exist. */
export function preOrderIdOf(query: URLSearchParams): number | null {
  const id = Number(query.get('preOrder'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
