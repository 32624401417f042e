import { chakra, Steps, useStepsStyles } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SIGNUP_STEPS, STEP_TITLES, type SignupStep } from './signup-steps.ts';

/** Steps.List is a tablist owning one trigger per step; these steps are not clickable, so they are an ordered list. */
function StepList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.ol aria-label={label} css={styles.list}>
      {children}
    </chakra.ol>
  );
}

/** The three sign-up steps with the current one marked; not clickable (the steps move by their own rules). */
export function SignupStepper({ step }: { step: SignupStep }) {
  const index = SIGNUP_STEPS.indexOf(step);
  return (
    <Steps.Root step={index} count={SIGNUP_STEPS.length} size={{ base: 'sm', md: 'md' }} colorPalette="blue">
      <StepList label="Sign-up steps">
        {SIGNUP_STEPS.map((s, i) => (
          <Steps.Item key={s} index={i} asChild>
            <li aria-current={i === index ? 'step' : undefined}>
              <Steps.Indicator />
              <Steps.Title fontSize={{ base: 'xs', sm: 'sm' }}>{STEP_TITLES[s]}</Steps.Title>
              <Steps.Separator />
            </li>
          </Steps.Item>
        ))}
      </StepList>
    </Steps.Root>
  );
}
