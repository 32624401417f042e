import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import type { TextLabelCode } from '@scheduler/contracts/labels';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../lib/api/route-query.ts';
import { formatDateTime, viewerTimeZone } from '../lib/format-date.ts';
import { useLabels } from '../lib/labels.tsx';
import { useSession } from '../lib/session.tsx';
import type { AuditRefType } from './audit-log.tsx';
import { ModalFrame } from './dialogs/modal-frame.tsx';

/** Columns whose stored name does not read as a field's name. */
const COLUMN_WORDS: Readonly<Record<string, string>> = {
  candidateMin: 'Min Spots',
  candidateMax: 'Max Spots',
  durationHours: 'Duration',
  taskJson: 'Tasks',
  statusInternal: 'Internal Status',
  timeZone: 'Timezone',
};
/** Words of a column that are the organisation's label words (doc 1 §1). */
const LABEL_WORDS: Readonly<Record<string, TextLabelCode>> = {
  assessor: 'ASSESSOR',
  invigilator: 'INVIGILATOR',
  candidate: 'CANDIDATE',
  candidates: 'CANDIDATES',
  meeting: 'MEETING',
  meetings: 'MEETINGS',
};

/** A stored column ('assessorId', 'freezePeriodEdit', 'resourceIds') as a field's name ('Assessor', 'Freeze Period Edit', 'Resources'). */
export function columnText(column: string, label: (code: TextLabelCode) => string): string {
  if (COLUMN_WORDS[column]) return COLUMN_WORDS[column]!;
  const words = column
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
  return words.map((w) => (LABEL_WORDS[w.toLowerCase()] ? label(LABEL_WORDS[w.toLowerCase()]!) : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

/**
 * The Field Audit Log (doc 2 meeting page, doc 1 §3 field-level audit): the last changes of a record's fields, the
 * field by its name, the value as the server reads it for people (names, display times), the time in `zone` (the
 * meeting's) or the viewer's, with the zone's short code.
 */
export function FieldAuditDialog({
  open,
  refType,
  refId,
  zone,
  onClose,
}: {
  open: boolean;
  refType: AuditRefType;
  refId: string;
  /** The record's own zone (a meeting's). */
  zone?: string;
  onClose(): void;
}) {
  const label = useLabels();
  const { user } = useSession();
  const shownIn = zone || viewerTimeZone(user);
  const rows = useQuery(routeQuery('audit-log.getFieldAuditByRefId', open ? { params: { refType, refId, field: 'ALL' } } : undefined));
  return (
    <ModalFrame
      open={open}
      size="lg"
      title="Field Audit Log"
      onDismiss={onClose}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Close
        </Button>
      }
    >
      {rows.isPending ? (
        <Spinner size="sm" aria-label="Loading" />
      ) : (rows.data ?? []).length === 0 ? (
        <Text color="fg.muted">No Records available.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Field Audit Log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Modified On</Table.ColumnHeader>
                <Table.ColumnHeader>Field</Table.ColumnHeader>
                <Table.ColumnHeader>Value</Table.ColumnHeader>
                <Table.ColumnHeader>Modified By</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(rows.data ?? []).map((r) => (
                <Table.Row key={`${r.modifiedOn}-${r.columnName}-${r.columnValue}`}>
                  <Table.Cell>{formatDateTime(r.modifiedOn, shownIn)}</Table.Cell>
                  <Table.Cell>{columnText(r.columnName, label)}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{r.columnValue ?? '-'}</Table.Cell>
                  <Table.Cell>{r.modifiedBy}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ModalFrame>
  );
}
