import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LabelsProvider } from '../shared/lib/labels.tsx';
import { SessionProvider, useSession, type SessionProviderProps } from '../shared/lib/session.tsx';
import { DialogHost } from '../shared/ui/dialogs/dialog-host.tsx';
import { system } from '../shared/ui/system.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

function SessionLabels({ children }: { children: ReactNode }) {
  const { login } = useSession();
  return <LabelsProvider labels={login?.configLabels}>{children}</LabelsProvider>;
}

/** Chakra, TanStack Query, the session, its labels and the shared dialogs. */
export function AppProviders({
  children,
  session,
  queryClient,
}: {
  children: ReactNode;
  session: Omit<SessionProviderProps, 'children'>;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <SessionProvider {...session}>
          <SessionLabels>
            <DialogHost>{children}</DialogHost>
          </SessionLabels>
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
