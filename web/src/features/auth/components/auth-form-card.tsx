import { Card, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The card holding a signed-out page's form: a labelled form that submits without reloading, its fields stacked. */
export function AuthFormCard({ label, onSubmit, children }: { label: string; onSubmit(): void; children: ReactNode }) {
  return (
    <Card.Root shadow="md">
      <Card.Body>
        <form
          noValidate
          aria-label={label}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <Stack gap="4">{children}</Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
