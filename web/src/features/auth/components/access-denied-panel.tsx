import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { Link as RouterLink } from 'react-router';

/** The refusal pages (doc 1 §2.13): 'ACCESS DENIED', plus the location message on the location page. */
export function AccessDeniedPanel({ detail }: { detail?: string }) {
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" textAlign="center" maxW="md">
        <Heading as="h1" size="3xl" color="red.600" letterSpacing="wide">
          {MSG.accessDenied}
        </Heading>
        {detail && <Text fontSize="lg">{detail}</Text>}
        <Button asChild variant="outline" alignSelf="center">
          <RouterLink to="/home">Go to Home</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
