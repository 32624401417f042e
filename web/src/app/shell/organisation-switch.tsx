import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../shared/lib/api/index.ts';
import type { UserProfile } from '../../shared/lib/current-user.ts';
import { mfaSetupHandOff, useSession } from '../../shared/lib/session.tsx';
import { useDialogs } from '../../shared/ui/dialogs/dialog-host.tsx';
import { parseSwitchColor, SWITCH_TEXT, switchOutcome, type SwitchData } from './organisation-switch-rules.ts';

type SwitchAnswer = { status: string; message?: string; configLabels?: { code: string; display: string }[]; pageSize?: number[]; mfaEnabled?: boolean; mfaType?: string };

/** GET organisation/getSwitchData for the current organisation; a failure only hides the switch. */
export function useSwitchData(organisationId: string | undefined) {
  return useQuery({
    queryKey: ['organisation', 'switchData', organisationId],
    queryFn: ({ signal }) => api.call<SwitchData>('organisation', 'getSwitchData', { signal, errors: 'caller' }),
    enabled: !!organisationId,
    staleTime: 5 * 60_000,
  });
}

/**
 * The organisation switch of the navigation bar (doc 1 §2.2, §4, §8): shown when the server says so, in the current
 * organisation's colours, each option in its own. A switch reloads the labels and the profile and goes home;
 * a country restriction logs out to the location refusal; any other failure logs out.
 */
export function OrganisationSwitch({ fullWidth }: { fullWidth?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { data } = useSwitchData(session.user?.encryptedOrganisationId);
  const [busy, setBusy] = useState(false);
  if (!session.user || !data?.show || data.switchList.length === 0) return null;
  const current = session.user.organisationName || data.defaultOrgName || '';
  const colours = parseSwitchColor(data.colors);

  const choose = async (organisationId: string) => {
    if (organisationId === session.user?.encryptedOrganisationId || busy) return;
    setBusy(true);
    let answer: SwitchAnswer | undefined;
    let error: unknown;
    try {
      answer = await api.call<SwitchAnswer>('user', 'updateDefaultOrganisation', { params: { organisationId }, errors: 'caller', acceptAnyStatus: true, session: true });
    } catch (e) {
      error = e;
    }
    const outcome = switchOutcome(answer, error);
    try {
      if (outcome.kind === 'switched' && session.login) {
        const login = {
          ...session.login,
          ...(outcome.configLabels ? { configLabels: outcome.configLabels } : {}),
          ...(outcome.pageSize ? { pageSize: outcome.pageSize } : {}),
        };
        session.updateLogin(login);
        try {
          const profile = await api.call<UserProfile>('user', 'getCurrentUserProfile', { errors: 'caller', session: true });
          session.establish(login, profile);
          await queryClient.invalidateQueries();
          if (outcome.mfaSetupRequired && profile.encryptedId && profile.username) {
            mfaSetupHandOff.go(navigate, { encryptedId: profile.encryptedId, username: profile.username, mobileNo: profile.mobileNo, from: 'login' });
            return;
          }
          void navigate('/home', { replace: true });
          return;
        } catch {
          /* the profile of the new organisation could not be read: treated as a failed switch */
        }
      }
      // Leave the shell before the session ends: once signed out, the shell's guard would send the user to login instead.
      if (outcome.kind === 'location') {
        await dialogs.message({ title: SWITCH_TEXT.locationTitle, message: SWITCH_TEXT.location });
        await navigate('/access-denied-location', { replace: true });
      } else {
        await dialogs.message({ title: SWITCH_TEXT.failedTitle, message: SWITCH_TEXT.failed });
        await navigate('/login', { replace: true });
      }
      await session.logout();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => void choose(d.value)}>
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
