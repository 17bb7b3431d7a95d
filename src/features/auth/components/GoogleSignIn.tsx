import Box from '@mui/material/Box';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { env } from '../../../config/env';
import { providerErrorOf } from '../../../api/providerError';
import { useRegisterGoogleMutation } from '../api';
import { authMessages } from '../messages';
import type { SignedIn } from '../useSignInFlow';
import { StepError } from './formParts';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback(response: { credential?: string }): void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

let scriptLoad: Promise<GoogleIdentity> | undefined;

/** Google Identity Services, loaded once and only when the button is shown. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

interface GoogleSignInProps {
  privacyAccepted: boolean;
  /** The provider's privacy-policy version the user was shown, sent with the consent. */
  privacyPolicyVersion?: string;
  onNeedsConsent(): void;
  /** The provider has a newer policy than the one accepted: it must be accepted again. */
  onPolicyOutdated(): void;
  onSignedIn(result: SignedIn): void;
}

/**
 * "Continue with Google" (register-google); rendered only when PUBLIC_GOOGLE_CLIENT_ID is set. A credential that
 * arrives before the privacy policy is accepted is kept, and sign-in goes on as soon as the box is ticked.
 */
export function GoogleSignIn({
  privacyAccepted,
  privacyPolicyVersion,
  onNeedsConsent,
  onPolicyOutdated,
  onSignedIn,
}: GoogleSignInProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const pendingCredential = useRef<string>(undefined);
  const [error, setError] = useState<MessageDescriptor>();
  const [registerGoogle] = useRegisterGoogleMutation();

  const signIn = useEffectEvent(async (credential: string) => {
    const result = await registerGoogle({
      credential,
      privacy_policy_accepted: true,
      ...(privacyPolicyVersion ? { privacy_policy_version: privacyPolicyVersion } : {}),
    });
    if (providerErrorOf(result.error)?.code === 'privacy_policy_outdated') {
      // Kept, like a credential that came before the consent: sign-in goes on once the new text is accepted.
      pendingCredential.current = credential;
      return onPolicyOutdated();
    }
    if (result.error) return setError(authMessages.googleFailed);
    const { access_token, refresh_token, is_new_user } = result.data;
    // A new Google account has no phone yet.
    onSignedIn({
      access_token,
      refresh_token,
      isNewUser: is_new_user,
      needsMobile: is_new_user,
      method: 'google',
    });
  });

  const credentialReceived = useEffectEvent((credential: string | undefined) => {
    setError(undefined);
    if (!credential) return setError(authMessages.googleFailed);
    if (!privacyAccepted) {
      pendingCredential.current = credential;
      return onNeedsConsent();
    }
    void signIn(credential);
  });

  useEffect(() => {
    const credential = pendingCredential.current;
    if (!privacyAccepted || !credential) return;
    pendingCredential.current = undefined;
    void signIn(credential);
  }, [privacyAccepted]);

  useEffect(() => {
    const clientId = env.googleClientId;
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => credentialReceived(credential),
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          locale: intl.locale,
          width: 320,
        });
      })
      .catch(() => !cancelled && setError(authMessages.googleFailed));
    return () => {
      cancelled = true;
    };
  }, [intl.locale]);

  if (!env.googleClientId) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <StepError message={error} />
      <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
    </Box>
  );
}
