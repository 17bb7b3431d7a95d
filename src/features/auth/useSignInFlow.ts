import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnalyticsEvents } from '../../lib/analytics';
import { tokenStorage } from '../../lib/storage';
import { trackEvent } from '../../state/analytics/trackEvent';
import { b2bFlagRead, tokenReceived } from '../../state/session/sessionSlice';
import { useAppDispatch } from '../../store/hooks';
import type { AuthTokens, RegisterRequest, RegisterResponse } from './api';
import { useReturnPath } from './returnPath';

export type SignInType = 'standard' | 'b2b';

export type FlowStep =
  /** `returning`: back from the code step (focus goes to the form). */
  | { name: 'identify'; returning?: boolean }
  | { name: 'code'; request: RegisterRequest; sent: RegisterResponse; destination: string }
  | { name: 'name'; needsMobile: boolean }
  | { name: 'mobile' };

export interface SignedIn extends AuthTokens {
  isNewUser: boolean;
  needsMobile: boolean;
  /** How the user proved who they are (reported to analytics as the `login` event). */
  method: AnalyticsEvents['login']['method'];
}

/**
 * The steps after the user says who they are: code → (new users) name → (no phone) mobile → back where they
 * came from. Signing in stores the tokens through `tokenReceived` (storage and cookie follow, DESIGN §4);
 * an employee sign-in also sets the `b2b` flag.
 */
export function useSignInFlow(type: SignInType, initialStep: FlowStep = { name: 'identify' }) {
  const [step, setStep] = useState<FlowStep>(initialStep);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  const finish = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);

  const codeSent = useCallback(
    (request: RegisterRequest, sent: RegisterResponse, destination: string) =>
      setStep({ name: 'code', request, sent, destination }),
    [],
  );

  const signedIn = useCallback(
    ({ access_token, refresh_token, isNewUser, needsMobile, method }: SignedIn) => {
      dispatch(tokenReceived({ accessToken: access_token, refreshToken: refresh_token }));
      dispatch(trackEvent('login', { method, account: type, is_new_user: isNewUser }));
      if (type === 'b2b') {
        tokenStorage.writeB2BFlag(true);
        dispatch(b2bFlagRead(true));
      }
      if (isNewUser) setStep({ name: 'name', needsMobile });
      else if (needsMobile) setStep({ name: 'mobile' });
      else void finish();
    },
    [dispatch, finish, type],
  );

  const nameSaved = useCallback(
    (needsMobile: boolean) => {
      dispatch(trackEvent('register_name', {}));
      if (needsMobile) setStep({ name: 'mobile' });
      else void finish();
    },
    [dispatch, finish],
  );

  const backToIdentify = useCallback(() => setStep({ name: 'identify', returning: true }), []);

  return { step, codeSent, signedIn, nameSaved, mobileDone: finish, backToIdentify };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
