import { Box, Checkbox, HStack, IconButton, Input, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { nextFilter } from '../../../shared/lib/search-text.ts';
import { emptyMessage } from '../../../shared/lib/table-state.ts';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { pageOf, type TableRow } from '../../../shared/lib/api/index.ts';
import { accessChange, useAddAccessList } from '../api/assessor-access-queries.ts';
import { useUserAction } from '../api/user-queries.ts';
import { ACCESS_TYPES, joinAccessTypes, type AccessType } from '../lib/access-types.ts';
import { USER_MSG } from '../lib/user-messages.ts';

/** ASSESSOR: give this user (an assessor admin) access to a picked assessor; ASSESSOR_ADMIN: give a picked admin access to this user. */
export type AddAccessMode = 'ASSESSOR' | 'ASSESSOR_ADMIN';

export const ADD_ACCESS_PAGE_SIZE = 10;

export interface AddAccessDialogProps {
  open: boolean;
  mode: AddAccessMode;
  organisationId: string;
  /** The user whose detail page is open. */
  userId: string;
  onClose(): void;
  onSaved?(): void;
}

function ErrorText({ children }: { children: string }) {
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {children}
    </Text>
  );
}

const rowName = (r: TableRow<'assessor.getListAddAccess'>) => r.fullName ?? r.name ?? [r.firstName, r.lastName].filter(Boolean).join(' ');

/**
 * Add {assessor} or {assessor admin} (doc 1 §2.11): pick one from assessor/getListAddAccess (10 per page, by
 * first name), tick access types, then addRemoveAssessorAccess with the types joined by '~'.
 */
export function AddAccessDialog({ open, mode, organisationId, userId, onClose, onSaved }: AddAccessDialogProps) {
  const label = useLabels();
  const dialogs = useDialogs();
  const change = useUserAction('assessor.addRemoveAssessorAccess');
  const who = mode === 'ASSESSOR' ? label('ASSESSOR') : label('ASSESSOR_ADMIN');
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [types, setTypes] = useState<AccessType[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    setFilter('');
    setSearch('');
    setPageIndex(0);
    setPicked(null);
    setTypes([]);
    setPickError(null);
    setTypeError(null);
  }, [open, mode]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const list = useAddAccessList(
    {
      filter,
      sortColumn: 'firstName',
      sortDirection: 'asc',
      pageIndex,
      pageSize: ADD_ACCESS_PAGE_SIZE,
      encryptedOrganisationId: organisationId,
      encryptedAssessorId: userId,
      assessorAdmin: mode === 'ASSESSOR_ADMIN' ? 'Y' : 'N',
    },
    open,
  );
  const page = pageOf(list.data);
  const rows = page?.dataset ?? [];
  const total = page?.size ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADD_ACCESS_PAGE_SIZE));

  const applySearch = (raw: string) => {
    const next = nextFilter(filter, raw);
    if (next === null) return;
    setFilter(next);
    setPageIndex(0);
  };

  const save = async () => {
    const noPick = picked ? null : `Please select ${who}`;
    const noType = types.length ? null : USER_MSG.selectAccessType;
    setPickError(noPick);
    setTypeError(noType);
    if (noPick || noType || !picked) return;
    const answer = await change.send(
      accessChange({
        organisationId,
        add: true,
        assessorId: mode === 'ASSESSOR' ? picked : userId,
        adminId: mode === 'ASSESSOR' ? userId : picked,
        accessTypes: joinAccessTypes(types),
      }),
    );
    if (!answer) return;
    await dialogs.message({ title: USER_MSG.accessSavedTitle, message: answer.message || `${who} added.` });
    onClose();
    onSaved?.();
  };

  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={`Add ${who}`}
      size="lg"
      onDismiss={onClose}
      footer={<DialogActions onCancel={onClose} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Stack gap="5">
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            {who}{' '}
            <Text as="span" color="fg.error">
              *
            </Text>
          </Text>
          <Input
            placeholder="Search"
            aria-label="Search"
            type="search"
            value={search}
            onChange={(e) => {
              const v = e.target.value;
              setSearch(v);
              clearTimeout(debounce.current);
              debounce.current = setTimeout(() => applySearch(v), 400);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                clearTimeout(debounce.current);
                applySearch(search);
              }
            }}
          />
          <Box borderWidth="1px" borderRadius="md" mt="2" maxH="72" overflowY="auto" width="full">
            {list.isPending ? (
              <HStack justify="center" py="6">
                <Spinner size="sm" aria-label="Loading" />
              </HStack>
            ) : rows.length === 0 ? (
              <Text textAlign="center" py="6" color="fg.muted">
                {list.isError ? MSG.generic : emptyMessage(filter)}
              </Text>
            ) : (
              <RadioGroup.Root
                value={picked}
                onValueChange={(e) => {
                  setPicked(e.value);
                  setPickError(null);
                }}
                aria-label={who}
              >
                <Stack gap="0">
                  {rows.map((r) => (
                    <RadioGroup.Item
                      key={r.encryptedId}
                      value={r.encryptedId ?? ''}
                      px="3"
                      py="2"
                      borderBottomWidth="1px"
                      _last={{ borderBottomWidth: 0 }}
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text as="span" fontWeight="medium">
                          {rowName(r)}
                        </Text>
                        {r.username && (
                          <Text as="span" color="fg.muted" ms="2" fontSize="sm" wordBreak="break-all">
                            {r.username}
                          </Text>
                        )}
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            )}
          </Box>
          {pages > 1 && (
            <HStack gap="2" justify="flex-end" width="full" fontSize="sm">
              <IconButton size="xs" variant="ghost" aria-label="Previous page" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
                ‹
              </IconButton>
              <Text color="fg.muted">
                {pageIndex + 1} / {pages}
              </Text>
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
          {pickError && <ErrorText>{pickError}</ErrorText>}
        </Stack>

        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm" id="access-type-label">
            Access Type{' '}
            <Text as="span" color="fg.error">
              *
            </Text>
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" role="group" aria-labelledby="access-type-label">
            {ACCESS_TYPES.map((t) => (
              <Checkbox.Root
                key={t}
                checked={types.includes(t)}
                onCheckedChange={(e) => {
                  setTypes((s) => (e.checked ? [...s.filter((x) => x !== t), t] : s.filter((x) => x !== t)));
                  setTypeError(null);
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label(t)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {typeError && <ErrorText>{typeError}</ErrorText>}
        </Stack>
      </Stack>
    </ModalFrame>
  );
}
