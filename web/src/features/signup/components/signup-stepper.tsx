import { Steps } from '@chakra-ui/react';
import { SIGNUP_STEPS, STEP_TITLES, type SignupStep } from './signup-steps.ts';

/** The three sign-up steps with the current one marked; not clickable (the steps move by their own rules). */
export function SignupStepper({ step }: { step: SignupStep }) {
  const index = SIGNUP_STEPS.indexOf(step);
  return (
    <Steps.Root step={index} count={SIGNUP_STEPS.length} size={{ base: 'sm', md: 'md' }} colorPalette="blue" aria-label="Sign-up steps">
      <Steps.List>
        {SIGNUP_STEPS.map((s, i) => (
          <Steps.Item key={s} index={i} aria-current={i === index ? 'step' : undefined}>
            <Steps.Indicator />
            <Steps.Title fontSize={{ base: 'xs', sm: 'sm' }}>{STEP_TITLES[s]}</Steps.Title>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
    </Steps.Root>
  );
}
