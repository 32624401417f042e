import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api/index.ts';
import { parseSwitchColor } from '../../shared/lib/organisation-switch-rules.ts';
import { useSession } from '../../shared/lib/session.tsx';
import { useOrganisationSwitch } from '../../shared/lib/use-organisation-switch.ts';

/**
 * GET organisation/getSwitchData for the current organisation; a failure only hides the switch. It belongs to the shell,
 * not to the page (session: true): the redirect from /home to a role's first page must not cancel it, or the switch
 * stays hidden for the whole visit.
 */
export function useSwitchData(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['organisation', 'switchData', organisationId],
    queryFn: ({ signal }) => api.call('organisation.getSwitchData', { signal, errors: 'caller', session: true }),
    enabled: !!organisationId,
    staleTime: 5 * 60_000,
  });
}

/**
 * The organisation switch of the navigation bar (doc 1 §2.2, §4, §8): shown when the server says so, in the current
 * organisation's colours, each option in its own; what a switch does next is useOrganisationSwitch's.
 */
export function OrganisationSwitch({ fullWidth }: { fullWidth?: boolean }) {
  const session = useSession();
  const { data } = useSwitchData(session.user?.encryptedOrganisationId);
  const { switchTo, busy } = useOrganisationSwitch();
  if (!session.user || !data?.show || data.switchList.length === 0) return null;
  const current = session.user.organisationName || data.defaultOrgName || '';
  const colours = parseSwitchColor(data.colors);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => void switchTo(d.value)}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          aria-label={`Organisation: ${current}. Switch organisation`}
          maxW={fullWidth ? 'full' : '64'}
          width={fullWidth ? 'full' : undefined}
          justifyContent="space-between"
          bg={colours?.background}
          color={colours?.text ?? 'inherit'}
          borderColor={colours ? 'transparent' : 'whiteAlpha.600'}
        >
          <Text as="span" truncate>
            {current}
          </Text>
          <Box as="span" aria-hidden>
            ▾
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="80" overflowY="auto">
            {data.switchList.map((o) => {
              const c = parseSwitchColor(o.switchColor);
              const isCurrent = o.encryptedOrgId === session.user?.encryptedOrganisationId;
              return (
                <Menu.Item
                  key={o.encryptedOrgId}
                  value={o.encryptedOrgId}
                  bg={c?.background}
                  color={c?.text}
                  fontWeight={isCurrent ? 'semibold' : undefined}
                  aria-current={isCurrent ? 'true' : undefined}
                  my="0.5"
                >
                  {o.organisationName}
                  {isCurrent && (
                    <Menu.ItemCommand aria-hidden color="inherit">
                      ✓
                    </Menu.ItemCommand>
                  )}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
