import { DataList } from '@chakra-ui/react';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** The username (the invited e-mail) and the organisation the invitation is for. */
export function InvitationSummary({ invitation }: { invitation: CallAnswer<'signup.check'> }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
      <DataList.Item>
        <DataList.ItemLabel>Username</DataList.ItemLabel>
        <DataList.ItemValue wordBreak="break-all">{invitation.username ?? ''}</DataList.ItemValue>
      </DataList.Item>
      {invitation.organisationName && (
        <DataList.Item>
          <DataList.ItemLabel>Organisation</DataList.ItemLabel>
          <DataList.ItemValue>{invitation.organisationName}</DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
