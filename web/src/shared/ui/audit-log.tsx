import { Box, Collapsible, Flex, Heading, Text } from '@chakra-ui/react';
import type { AUDIT_REF_TYPES } from '@scheduler/contracts/schemas/audit-log';
import { useMemo, useState } from 'react';
import type { TableRow } from '../lib/api/index.ts';
import { formatDateTime, viewerTimeZone } from '../lib/format-date.ts';
import { useSession } from '../lib/session.tsx';
import { DataTable, type Column } from './data-table/data-table.tsx';

/** Date/Time in `zone` with its short code, User Name, Log (doc 1 §3 audit log row). */
const columnsIn = (zone: string): Column<TableRow<'audit-log.getByRefId'>>[] => [
  { key: 'logOn', label: 'Date/Time', sortable: true, render: (r) => formatDateTime(r.logOn, zone) },
  { key: 'logBy', label: 'User Name', sortable: true },
  { key: 'logMsg', label: 'Log' },
];

export type AuditRefType = (typeof AUDIT_REF_TYPES)[number];

/**
 * Embedded, collapsible 'Audit Log' (doc 3 §2.18): Date/Time, User Name, Log; 10 per page, logOn descending. Times
 * show in `zone` (a meeting's own), else in the viewer's (viewerTimeZone), with the zone's short code; the messages
 * come named and formatted from the server.
 */
export function AuditLog({
  refType,
  refId,
  defaultOpen = false,
  zone,
}: {
  refType: AuditRefType;
  refId: string;
  defaultOpen?: boolean;
  /** The record's own zone (a meeting's): its times show in it. */
  zone?: string;
}) {
  const { user } = useSession();
  const columns = useMemo(() => columnsIn(zone || viewerTimeZone(user)), [zone, user]);
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Box borderWidth="1px" borderRadius="md" bg="bg">
        <Collapsible.Trigger asChild>
          <Flex as="button" width="full" px="4" py="3" justify="space-between" align="center" cursor="pointer" aria-label="Audit Log">
            <Heading size="sm">Audit Log</Heading>
            <Text aria-hidden color="fg.muted">
              {open ? '▾' : '▸'}
            </Text>
          </Flex>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box px="4" pb="4">
            {open && (
              <DataTable
                route="audit-log.getByRefId"
                params={{ refType, refId }}
                columns={columns}
                rowKey={(r) => `${r.logOn}-${r.logBy}-${r.logMsg}`}
                defaultSort={{ column: 'logOn', direction: 'desc' }}
                pageSize={10}
                searchable={false}
                caption="Audit Log"
              />
            )}
          </Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
