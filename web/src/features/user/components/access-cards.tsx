import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import type { UserOrgAccessEntry } from '../lib/user-actions.ts';
import { invitationExpiryLine } from '../lib/invitation-expiry.ts';
import { StatusBadge } from './status-badge.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-word">
        {children}
      </Text>
    </Stack>
  );
}

const yesNo = (v: boolean | undefined) => (v ? 'YES' : 'NO');

/** One card per organisation access entry (doc 1 §2.11, grid admins): status, reason, flags, invitation expiry, counts. */
export function AccessCards({ entries }: { entries: UserOrgAccessEntry[] }) {
  const label = useLabels();
  if (entries.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading size="md">Organisation Access</Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {entries.map((e) => (
          <Card.Root key={e.encryptedOrgId} size="sm" data-testid="access-card">
            <Card.Header>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Heading size="sm">{e.organisationName}</Heading>
                <StatusBadge status={e.status} />
              </HStack>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={2} gap="3">
                {e.statusReason && <Item label="Reason">{e.statusReason}</Item>}
                <Item label={label('ASSESSOR_ADMIN')}>{yesNo(e.assessorAdmin)}</Item>
                <Item label={`${label('INTERNAL')} Project Access`}>{yesNo(e.internalProjectAccess)}</Item>
                {e.requestTypes && <Item label="Request Types">{e.requestTypes}</Item>}
                {e.uniqueId && <Item label="Unique Id">{e.uniqueId}</Item>}
                {e.projectNames && <Item label="Projects">{e.projectNames}</Item>}
                {invitationExpiryLine(e) && <Item label="Invitation Expiry">{invitationExpiryLine(e)}</Item>}
                {e.assessorAccessibleCount !== undefined && <Item label={label('ASSESSOR', { plural: true })}>{e.assessorAccessibleCount}</Item>}
                {e.assessorAdminsCount !== undefined && <Item label={label('ASSESSOR_ADMIN', { plural: true })}>{e.assessorAdminsCount}</Item>}
                {e.readyToPurge && (
                  <Item label="Purge">
                    <Badge colorPalette="orange">Ready to purge</Badge>
                  </Item>
                )}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
