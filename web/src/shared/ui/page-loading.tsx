import { Center, Spinner } from '@chakra-ui/react';

export function PageLoading() {
  return (
    <Center py="16">
      <Spinner role="status" size="lg" aria-label="Loading" />
    </Center>
  );
}
