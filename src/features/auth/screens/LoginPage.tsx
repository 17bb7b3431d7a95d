import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths } from '../../../config/routes';
import { selectIsLoggedIn } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { StepError } from '../components/formParts';
import { type IdentifyDraft, IdentifyStep } from '../components/IdentifyStep';
import { SignInSteps } from '../components/SignInSteps';
import { TokenSignIn } from '../components/TokenSignIn';
import { authMessages } from '../messages';
import { DEFAULT_COUNTRY_ISO } from '../../../lib/phone';
import { useReturnPath } from '../returnPath';
import { useSignInFlow } from '../useSignInFlow';

const emptyDraft: IdentifyDraft = {
  method: 'phone',
  isoCode: DEFAULT_COUNTRY_ISO,
  number: '',
  email: '',
  privacyAccepted: false,
};

/**
 * /login: phone or e-mail → code → (new) name → (no phone) mobile → back where the user came from.
 * `?token=` signs in through login-token; `?step=mobile` lets a signed-in user add their phone (from /profile).
 */
export default function LoginPage() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const returnPath = useReturnPath();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [wasLoggedIn] = useState(isLoggedIn);
  const addsMobile = wasLoggedIn && search.get('step') === 'mobile';
  const flow = useSignInFlow('standard', addsMobile ? { name: 'mobile' } : undefined);
  const [draft, setDraft] = useState(emptyDraft);
  const linkToken = search.get('token');
  const [token, setToken] = useState(linkToken);
  const [tokenTaken, setTokenTaken] = useState(linkToken);
  const [tokenFailed, setTokenFailed] = useState(false);
  if (linkToken && linkToken !== tokenTaken) {
    // A sign-in link opened while this page was already showing.
    setTokenTaken(linkToken);
    setToken(linkToken);
    setTokenFailed(false);
  }

  useEffect(() => {
    if (!linkToken) return;
    // The one-time token leaves the address bar and this history entry as soon as it is taken (item 5 of #15).
    const rest = new URLSearchParams(search);
    rest.delete('token');
    setSearch(rest, { replace: true, state });
  }, [linkToken, search, setSearch, state]);

  if (wasLoggedIn && !token && flow.step.name === 'identify')
    // Already signed in: back to where they came from. The server's static router cannot navigate, so its HTML
    // stays empty here and the browser redirects as it hydrates.
    return typeof window === 'undefined' ? null : <Navigate to={returnPath} replace />;

  const identify = (
    <>
      <Typography sx={{ mb: 1 }}>{intl.formatMessage(authMessages.loginIntro)}</Typography>
      <StepError message={tokenFailed ? authMessages.tokenInvalid : undefined} />
      <IdentifyStep
        draft={draft}
        onDraftChange={setDraft}
        onCodeSent={flow.codeSent}
        focusOnMount={flow.step.name === 'identify' && flow.step.returning === true}
        onGoogleSignedIn={flow.signedIn}
      />
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={localize(routePaths.b2bLogin) + (search.size ? `?${search}` : '')}>
          {intl.formatMessage(authMessages.b2bLink)}
        </Link>
      </Typography>
    </>
  );

  return (
    <Page title={addsMobile ? authMessages.mobilePageTitle : authMessages.loginTitle}>
      <Box sx={{ maxWidth: 480 }}>
        {token ? (
          <TokenSignIn
            token={token}
            onSignedIn={flow.signedIn}
            onFailed={() => {
              setToken(null);
              setTokenFailed(true);
            }}
          />
        ) : (
          <SignInSteps flow={flow} identify={identify} />
        )}
      </Box>
    </Page>
  );
}
