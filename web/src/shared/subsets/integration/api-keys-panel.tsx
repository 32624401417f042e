import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TableRow } from '../../lib/api/index.ts';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLabelWords } from '../../lib/labels.tsx';
import { AuditLog } from '../../ui/audit-log.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { INTEGRATION_WORDS, scopeText } from './integration-words.ts';

type ApiKeyRow = TableRow<'integration.getApiKeyList'>;

/**
 * The organisation's API keys (DESIGN §17): name, scopes, hint, who created it and when, last use, status; Create API
 * Key (shown once), Revoke (asked first) and each key's Log (every call made with it, from the audit log). For the organisation's admins (the page's tabs show it to them only).
 */
export default function ApiKeysPanel({ organisationId }: { organisationId: string }) {
  const dialogs = useDialogs();
  const words = useLabelWords();
  const [creating, setCreating] = useState(false);
  const [logOf, setLogOf] = useState<ApiKeyRow | null>(null);
  const revoke = useRouteMutation('integration.revokeApiKey');

  const askRevoke = async (row: ApiKeyRow) => {
    const ok = await dialogs.confirm({ title: INTEGRATION_WORDS.revokeTitle, message: INTEGRATION_WORDS.revoke(row.name), okText: 'Revoke' });
    if (!ok) return;
    const answer = await revoke.send({ params: { organisationId, apiKeyId: row.encryptedId } });
    if (answer) await dialogs.message({ title: INTEGRATION_WORDS.revokeTitle, message: answer.message || INTEGRATION_WORDS.revoked });
  };

  const columns: Column<ApiKeyRow>[] = [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'scopes', label: 'Scopes', render: (r) => words(scopeText(r.scopes)) },
    {
      key: 'hint',
      label: 'Key',
      wide: true,
      render: (r) => (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {r.hint}…
        </Text>
      ),
    },
    {
      key: 'createdOn',
      label: 'Created',
      sortable: true,
      wide: true,
      render: (r) => (
        <Stack gap="0">
          <Text>{r.createdBy}</Text>
          <Text color="fg.muted" fontSize="xs">
            {formatDateTime(r.createdOn)}
          </Text>
        </Stack>
      ),
    },
    { key: 'lastUsedOn', label: 'Last Used', wide: true, render: (r) => (r.lastUsedOn ? formatDateTime(r.lastUsedOn) : 'Never') },
    {
      key: 'status',
      label: 'Status',
      render: (r) => (
        <Badge colorPalette={r.status === 'ACTIVE' ? 'green' : 'gray'} title={r.revokedOn ? `Revoked ${formatDateTime(r.revokedOn)}` : undefined}>
          {r.status === 'ACTIVE' ? 'Active' : 'Revoked'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (r) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={`Log of ${r.name}`} onClick={() => setLogOf(r)}>
            Log
          </Button>
          {r.status === 'ACTIVE' && (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Revoke ${r.name}`} onClick={() => void askRevoke(r)}>
              Revoke
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        route="integration.getApiKeyList"
        params={{ organisationId }}
        columns={columns}
        rowKey={(r) => r.encryptedId}
        defaultSort={{ column: 'createdOn', direction: 'desc' }}
        pageSize={10}
        listKey={`organisation-api-keys-${organisationId}`}
        caption={INTEGRATION_WORDS.apiKeysTab}
        emptyText="No API keys yet."
        toolbar={
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="blue" onClick={() => setCreating(true)}>
              {INTEGRATION_WORDS.createKey}
            </Button>
            <Link href="/api/docs" target="_blank" rel="noopener" fontSize="sm">
              {INTEGRATION_WORDS.docs}
            </Link>
          </HStack>
        }
      />
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} organisationId={organisationId} />
      {logOf && (
        <ModalFrame
          open
          title={`${INTEGRATION_WORDS.keyLog}: ${logOf.name}`}
          size="lg"
          onDismiss={() => setLogOf(null)}
          footer={<Button onClick={() => setLogOf(null)}>Close</Button>}
        >
          <AuditLog refType="ApiKey" refId={logOf.encryptedId} defaultOpen />
        </ModalFrame>
      )}
    </>
  );
}
