import type { ReactNode } from 'react';
import type { SignInFlow } from '../useSignInFlow';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { NameStep } from './NameStep';

/** The steps after the user said who they are; `identify` is the screen's own first step. */
export function SignInSteps({ flow, identify }: { flow: SignInFlow; identify: ReactNode }) {
  const { step } = flow;
  switch (step.name) {
    case 'identify':
      return identify;
    case 'code':
      return (
        <CodeStep
          request={step.request}
          sent={step.sent}
          destination={step.destination}
          onSignedIn={flow.signedIn}
          onBack={flow.backToIdentify}
        />
      );
    case 'name':
      return <NameStep onSaved={() => flow.nameSaved(step.needsMobile)} />;
    case 'mobile':
      return <MobileStep onDone={flow.mobileDone} />;
  }
}
