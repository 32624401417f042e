import { Alert, Button, Card, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The card a signed-out page shows when it cannot go on: the reason and a way back to sign in. */
export function AuthStopCard({ message, linkText }: { message: string; linkText: string }) {
  return (
    <Card.Root shadow="md">
      <Card.Body>
        <Stack gap="4">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
          <Button asChild variant="outline" alignSelf="center">
            <RouterLink to="/login">{linkText}</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
