import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tokenStorage } from '../../lib/storage';
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
    ({ access_token, refresh_token, isNewUser, needsMobile }: SignedIn) => {
      dispatch(tokenReceived({ accessToken: access_token, refreshToken: refresh_token }));
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
    (needsMobile: boolean) => (needsMobile ? setStep({ name: 'mobile' }) : void finish()),
    [finish],
  );

  const backToIdentify = useCallback(() => setStep({ name: 'identify', returning: true }), []);

  return { step, codeSent, signedIn, nameSaved, mobileDone: finish, backToIdentify };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
