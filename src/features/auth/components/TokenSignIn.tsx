import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLoginTokenMutation } from '../api';
import { authMessages } from '../messages';
import type { SignedIn } from '../useSignInFlow';

interface TokenSignInProps {
  token: string;
  onSignedIn(result: SignedIn): void;
  onFailed(): void;
}

/** `?token=` links sign the user in through login-token, once. */
export function TokenSignIn({ token, onSignedIn, onFailed }: TokenSignInProps) {
  const intl = useIntl();
  const [loginToken] = useLoginTokenMutation();
  const started = useRef<string | null>(null);
  const handlers = useRef({ onSignedIn, onFailed });

  useEffect(() => {
    handlers.current = { onSignedIn, onFailed };
  });

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    void loginToken({ token }).then((result) => {
      if (result.error) handlers.current.onFailed();
      else
        handlers.current.onSignedIn({
          ...result.data,
          isNewUser: false,
          needsMobile: false,
          method: 'link',
        });
    });
  }, [loginToken, token]);

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{intl.formatMessage(authMessages.tokenSigningIn)}</Typography>
    </Box>
  );
}
