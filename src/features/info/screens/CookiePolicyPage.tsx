import { Page } from '../../../components/Page';
import { EmailLink } from '../components/EmailLink';
import { InfoSections } from '../components/InfoSections';
import { StorageTable } from '../components/StorageTable';
import { cookieSections } from '../content/cookies';
import { infoMessages } from '../messages';

/** The inventory table follows "what we use" (the first two sections). */
const beforeTable = cookieSections.slice(0, 2);
const afterTable = cookieSections.slice(2);

export default function CookiePolicyPage() {
  const values = { email: <EmailLink /> };
  return (
    <Page title={infoMessages.cookiePolicyTitle}>
      <InfoSections sections={beforeTable} values={values} />
      <StorageTable />
      <InfoSections sections={afterTable} values={values} />
    </Page>
  );
}
