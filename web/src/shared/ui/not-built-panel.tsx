import { Box, Heading, Text } from '@chakra-ui/react';

/** What a route shows until its page is built: the page's name and a plain statement. */
export function NotBuiltPanel({ name, spec }: { name: string; spec?: string }) {
  return (
    <Box maxW="xl" mx="auto" mt={{ base: '6', md: '12' }} p={{ base: '6', md: '8' }} borderWidth="1px" borderRadius="lg" bg="bg" textAlign="center">
      <Heading as="h1" size="xl">
        {name}
      </Heading>
      <Text mt="3" color="fg.muted">
        This page is not built yet.
      </Text>
      {spec && (
        <Text mt="1" fontSize="sm" color="fg.subtle">
          Specified in {spec}.
        </Text>
      )}
    </Box>
  );
}
