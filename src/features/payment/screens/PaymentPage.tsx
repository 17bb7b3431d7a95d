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
  const preOrderId = Number(query.get('preOrder'));
  const valid = Number.isInteger(preOrderId) && preOrderId > 0;
  return (
    <Page title={paymentMessages.title}>
      {valid ? <PaymentFlow key={preOrderId} preOrderId={preOrderId} /> : <OrderNotFound />}
    </Page>
  );
}
