import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths } from '../../../config/routes';
import { type IdentifyDraft, IdentifyStep } from '../components/IdentifyStep';
import { SignInSteps } from '../components/SignInSteps';
import { authMessages } from '../messages';
import { DEFAULT_COUNTRY_ISO } from '../../../lib/phone';
import { useSignInFlow } from '../useSignInFlow';

const emptyDraft: IdentifyDraft = {
  method: 'email',
  isoCode: DEFAULT_COUNTRY_ISO,
  number: '',
  email: '',
  privacyAccepted: false,
};

/** /b2b-login: a company e-mail → code → signed in as an employee (the `b2b` flag set). */
export default function B2BLoginPage() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const flow = useSignInFlow('b2b');
  const [draft, setDraft] = useState(emptyDraft);

  const identify = (
    <>
      <Typography sx={{ mb: 1 }}>{intl.formatMessage(authMessages.b2bIntro)}</Typography>
      <IdentifyStep
        employee
        draft={draft}
        onDraftChange={setDraft}
        onCodeSent={flow.codeSent}
        focusOnMount={flow.step.name === 'identify' && flow.step.returning === true}
      />
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={localize(routePaths.login) + (search.size ? `?${search}` : '')}>
          {intl.formatMessage(authMessages.b2bPatientLink)}
        </Link>
      </Typography>
    </>
  );

  return (
    <Page title={authMessages.b2bLoginTitle}>
      <Box sx={{ maxWidth: 480 }}>
        <SignInSteps flow={flow} identify={identify} />
      </Box>
    </Page>
  );
}
