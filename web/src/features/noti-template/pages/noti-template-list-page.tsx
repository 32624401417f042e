import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/lib/session.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import { NotiTemplateTable } from '../../../shared/subsets/noti-template/noti-template-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useActiveOrganisations } from '../../../shared/lib/select-lists.ts';

const LIST_KEY = 'noti-template';
/** The "All" organisation filter: every organisation's templates. */
export const ALL_ORGANISATIONS = 'NA';

/**
 * /notiTemplate (doc 3 §2.8): grid admins filter by organisation (All or one, remembered with the list state) and add
 * templates; anyone else sees their own organisation's templates, view only.
 */
export default function NotiTemplateListPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const gridAdmin = !!user?.isGridAdmin;
  const organisations = useActiveOrganisations({ enabled: gridAdmin });
  const [organisationId, setOrganisationId] = useState(
    gridAdmin ? (listState.read(LIST_KEY).filters?.organisationId ?? ALL_ORGANISATIONS) : ALL_ORGANISATIONS,
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Notification Templates"
        actions={
          gridAdmin && (
            <Button colorPalette="blue" onClick={() => navigate('/notiTemplate/Create')}>
              Add Template
            </Button>
          )
        }
      />
      <NotiTemplateTable
        key={organisationId}
        organisationId={organisationId}
        withOrganisation
        listKey={LIST_KEY}
        toolbar={
          gridAdmin ? (
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                Filter by Organisation
              </Text>
              <NativeSelect.Root size="md" width={{ base: 'full', sm: '64' }}>
                <NativeSelect.Field
                  aria-label="Filter by Organisation"
                  value={organisationId}
                  onChange={(e) => {
                    listState.write(LIST_KEY, { filters: { organisationId: e.target.value }, pageIndex: 0 });
                    setOrganisationId(e.target.value);
                  }}
                >
                  <option value={ALL_ORGANISATIONS}>All</option>
                  {organisations.data?.map((o) => (
                    <option key={o.encryptedId} value={o.encryptedId}>
                      {o.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          ) : undefined
        }
      />
    </Stack>
  );
}
