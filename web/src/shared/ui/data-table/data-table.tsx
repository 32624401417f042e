import { Box, Button, Flex, HStack, IconButton, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, isAbort, pageOf, type CallAnswer, type CallRequest, type CallRest, type TableRouteId, type TableRow } from '../../lib/api/index.ts';
import { saveBase64File } from '../../lib/download.ts';
import { nextFilter } from '../../lib/search-text.ts';
import { useSession } from '../../lib/session.tsx';
import { emptyMessage, listState, PAGE_SIZE_OPTIONS, pageLinks, rotateSort, type Sort } from '../../lib/table-state.ts';
import { ExportDialog } from './export-dialog.tsx';
import { buildExportRequest, buildTableRequest, type TableQuery } from './table-request.ts';

export interface Column<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  render?(row: Row): ReactNode;
  /** Hidden on narrow screens. */
  wide?: boolean;
}

export interface DataTableProps<Id extends TableRouteId> {
  /** The contract route answering `{ dataset, size }` to a table request (`user.getUserList`); the rows are its rows. */
  route: Id;
  params?: CallRequest<Id>['params'];
  columns: Column<TableRow<Id>>[];
  rowKey(row: TableRow<Id>): string;
  /** The sort used when the rotation reaches "none". */
  defaultSort?: Sort | null;
  /** Remembers search, sort and page in sessionStorage under this key (doc 1 §2.15). */
  listKey?: string;
  searchData?: string;
  /** Default page size when no saved one; else the login's pageSize[1] (doc 1 §9). */
  pageSize?: number;
  /** Offers the export dialog; the file is named from this. */
  exportFileName?: string;
  onRowClick?(row: TableRow<Id>): void;
  searchable?: boolean;
  /** Controls shown beside the search box (filters, Add buttons). */
  toolbar?: ReactNode;
  caption?: string;
  /** The list's own text for an empty list without a search (the project list's 'No Records Found', doc 3 §8). */
  emptyText?: string;
}

/** The one data table for server-side table requests (doc 1 §3, §5, §9). */
export function DataTable<Id extends TableRouteId>(props: DataTableProps<Id>) {
  const { route, params, columns, rowKey, listKey, searchData, exportFileName, onRowClick, searchable = true, toolbar } = props;
  // A table route takes params and a table request as its body (TableRouteId); TS cannot follow that through the generic id.
  const callTable = (body: unknown, signal?: AbortSignal) =>
    api.call(route, ...([{ params, body, signal }] as unknown as CallRest<Id>)) as Promise<
      CallAnswer<Id> & ({ dataset: TableRow<Id>[]; size: number } | { file: string; fileName: string })
    >;
  const defaultSort = props.defaultSort ?? null;
  const session = useSession();
  const savedPageSize = session.login?.pageSize?.[1];
  const remembered = useMemo(() => (listKey ? listState.read(listKey) : {}), [listKey]);

  const [filter, setFilter] = useState(remembered.filter ?? '');
  const [searchInput, setSearchInput] = useState(remembered.filter ?? '');
  const [sort, setSort] = useState<Sort | null>(remembered.sort ?? null);
  const [pageIndex, setPageIndex] = useState(remembered.pageIndex ?? 0);
  const [pageSize, setPageSize] = useState(remembered.pageSize ?? props.pageSize ?? savedPageSize ?? 10);
  const [exportOpen, setExportOpen] = useState(false);

  useEffect(() => {
    if (listKey) listState.write(listKey, { filter, sort, pageIndex, pageSize });
  }, [listKey, filter, sort, pageIndex, pageSize]);

  const tableQuery: TableQuery = { filter, sort, defaultSort, pageIndex, pageSize, searchData };
  const request = buildTableRequest(tableQuery);
  const query = useQuery({
    queryKey: ['table', route, params ?? {}, request],
    queryFn: ({ signal }) => callTable(request, signal),
    placeholderData: keepPreviousData,
  });

  const applySearch = (raw: string) => {
    const next = nextFilter(filter, raw);
    if (next === null) return;
    setFilter(next);
    setPageIndex(0);
  };
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const page = pageOf(query.data);
  const rows = page?.dataset ?? [];
  const total = page?.size ?? 0;
  const links = pageLinks(total, pageSize, pageIndex);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shownSort = sort ?? null;

  return (
    <Stack gap="3" width="full">
      {(searchable || toolbar || exportFileName) && (
        <Flex gap="3" wrap="wrap" align="center">
          {searchable && (
            <Input
              maxW={{ base: 'full', md: '72' }}
              placeholder="Search"
              aria-label="Search"
              type="search"
              value={searchInput}
              onChange={(e) => {
                const v = e.target.value;
                setSearchInput(v);
                clearTimeout(debounce.current);
                debounce.current = setTimeout(() => applySearch(v), 400);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  clearTimeout(debounce.current);
                  applySearch(searchInput);
                }
              }}
            />
          )}
          {toolbar}
          {exportFileName && (
            <Button variant="outline" size="sm" ml={{ md: 'auto' }} onClick={() => setExportOpen(true)} disabled={total === 0}>
              Export
            </Button>
          )}
        </Flex>
      )}

      <Box borderWidth="1px" borderRadius="md" overflowX="auto" position="relative" bg="bg">
        <Table.Root size="sm" interactive={!!onRowClick} aria-busy={query.isFetching} aria-label={props.caption}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((c) => {
                const dir = shownSort?.column === c.key ? shownSort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={c.key}
                    display={c.wide ? { base: 'none', md: 'table-cell' } : undefined}
                    aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                    whiteSpace="nowrap"
                  >
                    {c.sortable ? (
                      <Button
                        variant="plain"
                        size="sm"
                        px="0"
                        fontWeight="semibold"
                        onClick={() => {
                          setSort(rotateSort(sort, c.key));
                          setPageIndex(0);
                        }}
                      >
                        {c.label}
                        <Text as="span" aria-hidden color={dir ? 'fg' : 'fg.subtle'} fontSize="xs">
                          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                        </Text>
                      </Button>
                    ) : (
                      c.label
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)} cursor={onRowClick ? 'pointer' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((c) => (
                  <Table.Cell key={c.key} display={c.wide ? { base: 'none', md: 'table-cell' } : undefined}>
                    {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {!query.isPending && rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="8" color="fg.muted">
                  {query.isError && !isAbort(query.error)
                    ? 'The list could not be loaded.'
                    : !filter && props.emptyText
                      ? props.emptyText
                      : emptyMessage(filter)}
                </Table.Cell>
              </Table.Row>
            )}
            {query.isPending && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="8">
                  <Spinner role="status" size="sm" aria-label="Loading" />
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>

      <Flex gap="3" wrap="wrap" align="center" justify="space-between" fontSize="sm">
        <HStack gap="2">
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              aria-label="items per page"
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPageIndex(0);
              }}
            >
              {PAGE_SIZE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text color="fg.muted">items per page</Text>
          {total > 0 && (
            <Text color="fg.muted" ms="2">
              {pageIndex * pageSize + 1}–{Math.min(total, (pageIndex + 1) * pageSize)} of {total}
            </Text>
          )}
        </HStack>
        {links.length > 0 && (
          <HStack gap="1" as="nav" aria-label="Pages" wrap="wrap">
            <IconButton size="xs" variant="ghost" aria-label="Previous page" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
              ‹
            </IconButton>
            {links.map((p) => (
              <Button
                key={p}
                size="xs"
                variant={p === pageIndex ? 'solid' : 'ghost'}
                aria-current={p === pageIndex ? 'page' : undefined}
                aria-label={`Page ${p + 1}`}
                onClick={() => setPageIndex(p)}
              >
                {p + 1}
              </Button>
            ))}
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="Next page"
              disabled={pageIndex >= pages - 1}
              onClick={() => setPageIndex(pageIndex + 1)}
            >
              ›
            </IconButton>
          </HStack>
        )}
      </Flex>

      {exportFileName && (
        <ExportDialog
          open={exportOpen}
          onCancel={() => setExportOpen(false)}
          onExport={async (choice) => {
            const body = buildExportRequest(tableQuery, choice, total, exportFileName, columns);
            const file = await callTable(body);
            if ('file' in file) saveBase64File(file.file, file.fileName);
            setExportOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
