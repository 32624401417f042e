import { Box, Center, Heading, Stack, Text, type CenterProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred shell of the signed-out pages: a title, an optional subtitle and the page's card below. */
export function AuthPageLayout({
  title,
  subtitle,
  maxW,
  children,
  px = '4',
  py = '10',
  alignItems,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  maxW: string;
  children: ReactNode;
} & Pick<CenterProps, 'px' | 'py' | 'alignItems'>) {
  return (
    <Center minH="100dvh" px={px} py={py} alignItems={alignItems}>
      <Stack gap="6" width="full" maxW={maxW}>
        <Box textAlign="center">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="blue.800">
            {title}
          </Heading>
          {subtitle !== undefined && (
            <Text mt="2" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Box>
        {children}
      </Stack>
    </Center>
  );
}
