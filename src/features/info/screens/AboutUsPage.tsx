import Button from '@mui/material/Button';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { GetTheAppSection } from '../../../components/appLink/GetTheAppSection';
import { Page } from '../../../components/Page';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { InfoSections } from '../components/InfoSections';
import { aboutSections } from '../content/about';
import { infoMessages } from '../messages';

const m = defineMessages({
  cta: { id: 'about.cta', defaultMessage: 'See our specialties' },
});

export default function AboutUsPage() {
  const localized = useLocalizedPath();
  return (
    <Page title={infoMessages.aboutUsTitle}>
      <InfoSections sections={aboutSections} />
      <GetTheAppSection />
      <Button component={RouterLink} to={localized('/specialties')} variant="contained">
        <FormattedMessage {...m.cta} />
      </Button>
    </Page>
  );
}
