import { Page } from '../../../components/Page';
import { financeMessages } from '../messages';

export default function InvoicesPage() {
  return <Page title={financeMessages.invoicesTitle} />;
}
