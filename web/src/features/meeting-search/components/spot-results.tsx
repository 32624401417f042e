import { Box, Button, Card, DataList, Flex, HStack, IconButton, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { pageLinks } from '../../../shared/lib/table-state.ts';
import { appointmentTimes } from '../../../shared/subsets/candidate-booking/meeting-zone.ts';
import { SingleClickButton } from '../../../shared/ui/form/single-click-button.tsx';
import type { SpotRow } from '../api/meeting-search-calls.ts';

export interface SpotResultsProps {
  rows: SpotRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage(pageIndex: number): void;
  onBook(row: SpotRow): Promise<unknown>;
}

/** One slot as the candidate reads it: times in the meeting's zone with its short code, method, place, host. */
function useSlotText() {
  const label = useLabels();
  return (r: SpotRow) => {
    const times = appointmentTimes(r);
    const remote = r.deliveryMethod === 'REMOTE';
    return {
      start: times.start || r.dateTimeCombined || '',
      end: times.end,
      method: r.deliveryMethod ? label(remote ? 'REMOTE' : 'ONSITE') : '',
      place: remote ? label('REMOTE') : (r.displayAddress ?? ''),
      hostLabel: r.assessorTypeLabel || label(r.stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR'),
      host: r.assessorName ?? '',
    };
  };
}

/**
 * The results (doc 2 §2 Meeting search): a table on wider screens, a card per slot on a phone, 10 a page, each
 * with its Book button; the spec's empty message when there is nothing.
 */
export function SpotResults({ rows, total, pageIndex, pageSize, loading, emptyText, onPage, onBook }: SpotResultsProps) {
  const slotText = useSlotText();
  const links = pageLinks(total, pageSize, pageIndex);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  if (loading && rows.length === 0)
    return (
      <Flex justify="center" py="8">
        <Spinner size="md" aria-label="Loading" />
      </Flex>
    );
  if (rows.length === 0)
    return (
      <Box borderWidth="1px" borderRadius="md" py="8" px="4" textAlign="center" bg="bg">
        <Text color="fg.muted">{emptyText}</Text>
      </Box>
    );

  const bookButton = (r: SpotRow, text: ReturnType<typeof slotText>, full = false) => (
    <SingleClickButton size="sm" colorPalette="blue" width={full ? 'full' : undefined} aria-label={`Book ${text.start}`} onClick={() => onBook(r)}>
      Book
    </SingleClickButton>
  );

  return (
    <Stack gap="3" aria-busy={loading}>
      <Box hideBelow="md" borderWidth="1px" borderRadius="md" overflowX="auto" bg="bg">
        <Table.Root size="sm" aria-label="Available appointments">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader aria-sort="ascending">Start</Table.ColumnHeader>
              <Table.ColumnHeader>End</Table.ColumnHeader>
              <Table.ColumnHeader>Method</Table.ColumnHeader>
              <Table.ColumnHeader>Location</Table.ColumnHeader>
              <Table.ColumnHeader>{rows[0] ? slotText(rows[0]).hostLabel : ''}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>Action</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => {
              const t = slotText(r);
              return (
                <Table.Row key={r.encryptedId ?? r.start}>
                  <Table.Cell>{t.start}</Table.Cell>
                  <Table.Cell>{t.end}</Table.Cell>
                  <Table.Cell>{t.method}</Table.Cell>
                  <Table.Cell>{t.place}</Table.Cell>
                  <Table.Cell>{t.host}</Table.Cell>
                  <Table.Cell textAlign="end">{bookButton(r, t)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack hideFrom="md" gap="3" as="ul" listStyleType="none" aria-label="Available appointments">
        {rows.map((r) => {
          const t = slotText(r);
          return (
            <Card.Root as="li" key={r.encryptedId ?? r.start} variant="outline" size="sm">
              <Card.Body gap="3">
                <DataList.Root orientation="horizontal" size="sm" gap="1">
                  <SlotItem label="Start" value={t.start} />
                  <SlotItem label="End" value={t.end} />
                  <SlotItem label="Method" value={t.method} />
                  {r.deliveryMethod !== 'REMOTE' && <SlotItem label="Location" value={t.place} />}
                  {t.host && <SlotItem label={t.hostLabel} value={t.host} />}
                </DataList.Root>
                {bookButton(r, t, true)}
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>

      {links.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" justify="space-between" fontSize="sm">
          <Text color="fg.muted">
            {pageIndex * pageSize + 1}–{Math.min(total, (pageIndex + 1) * pageSize)} of {total}
          </Text>
          <HStack gap="1" as="nav" aria-label="Pages" wrap="wrap">
            <IconButton size="xs" variant="ghost" aria-label="Previous page" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
              ‹
            </IconButton>
            {links.map((p) => (
              <Button
                key={p}
                size="xs"
                variant={p === pageIndex ? 'solid' : 'ghost'}
                aria-current={p === pageIndex ? 'page' : undefined}
                aria-label={`Page ${p + 1}`}
                onClick={() => onPage(p)}
              >
                {p + 1}
              </Button>
            ))}
            <IconButton size="xs" variant="ghost" aria-label="Next page" disabled={pageIndex >= pages - 1} onClick={() => onPage(pageIndex + 1)}>
              ›
            </IconButton>
          </HStack>
        </Flex>
      )}
    </Stack>
  );
}

function SlotItem({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="20">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
