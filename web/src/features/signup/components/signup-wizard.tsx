import { Card, Stack } from '@chakra-ui/react';
import { FillOutDetailsStep } from './fill-out-details-step.tsx';
import { InvitationSummary } from './invitation-summary.tsx';
import { SignupStepper } from './signup-stepper.tsx';
import { SubmitStep } from './submit-step.tsx';
import { useSignupFlow } from './use-signup-flow.ts';
import { VerifyAccountStep } from './verify-account-step.tsx';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/**
 * The three sign-up steps (doc 1 §2.8, §4, §5, §8) for a checked invitation whose e-mail has no account yet; the flow
 * (use-signup-flow.ts) holds the form, the step and the calls. `onSignInRequired` switches to the sign-in path.
 */
export function SignupWizard({
  invitationId,
  invitation,
  onSignInRequired,
}: {
  invitationId: string;
  invitation: CallAnswer<'signup.check'>;
  onSignInRequired(): void;
}) {
  const flow = useSignupFlow(invitationId, invitation, onSignInRequired);
  return (
    <Card.Root shadow="md">
      <Card.Body>
        <Stack gap="6">
          <SignupStepper step={flow.step} />
          <InvitationSummary invitation={invitation} />
          {flow.step === 'FillOutDetails' && <FillOutDetailsStep flow={flow} invitation={invitation} />}
          {flow.step === 'VerifyAccount' && flow.details && <VerifyAccountStep flow={flow} details={flow.details} />}
          {flow.step === 'Submit' && flow.details && <SubmitStep flow={flow} details={flow.details} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
