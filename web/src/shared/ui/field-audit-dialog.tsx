import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api/index.ts';
import { formatDateTime } from '../lib/format-date.ts';
import type { AuditRefType } from './audit-log.tsx';
import { ModalFrame } from './dialogs/modal-frame.tsx';

/** The Field Audit Log (doc 2 meeting page, doc 1 §3 field-level audit): the last changes of a record's fields. */
export function FieldAuditDialog({ open, refType, refId, onClose }: { open: boolean; refType: AuditRefType; refId: string; onClose(): void }) {
  const rows = useQuery({
    queryKey: ['field-audit', refType, refId],
    queryFn: ({ signal }) => api.call('audit-log.getFieldAuditByRefId', { params: { refType, refId, field: 'ALL' }, signal }),
    enabled: open,
  });
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
                  <Table.Cell>{formatDateTime(r.modifiedOn)}</Table.Cell>
                  <Table.Cell>{r.columnName}</Table.Cell>
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
