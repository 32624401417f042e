import { Box, Button, Field, Input, Menu, Portal, Stack, Tabs } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type CallRequest, type TableRow } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { bookedTitle, existingCandidateErrors } from './add-candidate-rules.ts';
import { invalidateAfter } from '../../lib/api/route-invalidations.ts';
import { BookingUploadDialog } from './booking-upload-dialog.tsx';

type Dialog = 'upload' | 'existing' | 'table' | null;
export interface AddCandidateMenuProps {
  meetingId: string;
  projectId: string;
}

/**
 * The meeting page's Add candidate menu (doc 2 §2): Upload existing candidates (a file), Add existing candidate (e-mail
 * and unique id) and Add candidate to meeting (the project's pending or missed/incomplete candidates, each with Book).
 * The caller shows it only when the meeting takes another candidate (add-candidate-rules.ts addCandidateAllowed).
 */
export function AddCandidateMenu({ meetingId, projectId }: AddCandidateMenuProps) {
  const label = useLabels();
  const [open, setOpen] = useState<Dialog>(null);
  const candidate = label('CANDIDATE');
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => setOpen(d.value as Dialog)}>
        <Menu.Trigger asChild>
          <Button size="sm" colorPalette="blue">
            Add {candidate}
            <Box as="span" aria-hidden>
              ▾
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="upload">Upload existing {label('CANDIDATES').toLowerCase()}</Menu.Item>
              <Menu.Item value="existing">Add existing {candidate.toLowerCase()}</Menu.Item>
              <Menu.Item value="table">
                Add {candidate.toLowerCase()} to {label('MEETING').toLowerCase()}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <BookingUploadDialog open={open === 'upload'} meetingId={meetingId} projectId={projectId} onClose={() => setOpen(null)} />
      {open === 'existing' && <ExistingCandidateDialog meetingId={meetingId} onClose={() => setOpen(null)} />}
      {open === 'table' && <CandidateTableDialog meetingId={meetingId} projectId={projectId} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Books through user-booking/new-booking and says '{Meeting} Booked'; the booking lists refresh. */
function useBook() {
  const label = useLabels();
  const dialogs = useDialogs();
  const client = useQueryClient();
  return async (body: CallRequest<'user-booking.new-booking'>['body']) => {
    try {
      await api.call('user-booking.new-booking', { body });
    } catch {
      // BOOKING_NA ('Not Available') and other refusals are said by the error dialog.
      return false;
    }
    await invalidateAfter(client, 'user-booking.new-booking');
    await dialogs.message({ title: bookedTitle(label('MEETING')), message: bookedTitle(label('MEETING')) });
    return true;
  };
}

function ExistingCandidateDialog({ meetingId, onClose }: { meetingId: string; onClose(): void }) {
  const label = useLabels();
  const book = useBook();
  const [email, setEmail] = useState('');
  const [uniqueId, setUniqueId] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof existingCandidateErrors>>({});
  const submit = async () => {
    const found = existingCandidateErrors({ email, uniqueId });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await book({ encryptedMeetingId: meetingId, email: email.trim(), uniqueId: uniqueId.trim() })) onClose();
  };
  return (
    <ModalFrame
      open
      title={`Add existing ${label('CANDIDATE').toLowerCase()}`}
      dismissOnOutsideClick={false}
      onDismiss={onClose}
      footer={<DialogActions onCancel={onClose} confirmText="Book" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>
            Email
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.uniqueId} required>
          <Field.Label>
            Unique Id
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={uniqueId} onChange={(e) => setUniqueId(e.target.value)} />
          {errors.uniqueId && <Field.ErrorText>{errors.uniqueId}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </ModalFrame>
  );
}

type CandidateRow = TableRow<'user.getUserList'>;
const CANDIDATE_TABS = [
  { value: 'PENDING', title: 'Pending', existingStatus: 'PENDING' },
  { value: 'MISSED_INCOMPLETE', title: 'Missed / Incomplete', existingStatus: 'MISSED~INCOMPLETE' },
] as const;

/**
 * Add candidate to meeting (doc 2 §2, §7 Other): the project's active candidates with a pending booking, or a missed or
 * incomplete one, through user/getUserList; Book books the candidate into this meeting with that existing status.
 */
function CandidateTableDialog({ meetingId, projectId, onClose }: { meetingId: string; projectId: string; onClose(): void }) {
  const label = useLabels();
  const book = useBook();
  const [tab, setTab] = useState<(typeof CANDIDATE_TABS)[number]['value']>('PENDING');
  const current = CANDIDATE_TABS.find((t) => t.value === tab)!;
  return (
    <ModalFrame
      open
      size="lg"
      title={`Add ${label('CANDIDATE').toLowerCase()} to ${label('MEETING').toLowerCase()}`}
      onDismiss={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as typeof tab)} variant="line" lazyMount>
        <Tabs.List>
          {CANDIDATE_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="4">
          <DataTable
            key={tab}
            route="user.getUserList"
            columns={[
              { key: 'fullName', label: 'Name', sortable: true },
              { key: 'username', label: 'Email', wide: true },
              { key: 'mobileNo', label: 'Mobile', wide: true },
              {
                key: 'book',
                label: 'Book',
                render: (r: CandidateRow) => (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Book ${r.fullName ?? ''}`}
                    onClick={async () => {
                      if (
                        r.encryptedId &&
                        (await book({ encryptedMeetingId: meetingId, encryptedCandidateId: r.encryptedId, existingStatus: current.existingStatus }))
                      )
                        onClose();
                    }}
                  >
                    Book
                  </Button>
                ),
              },
            ]}
            rowKey={(r) => r.encryptedId ?? ''}
            defaultSort={{ column: 'fullName', direction: 'asc' }}
            searchData={JSON.stringify({ listType: 'ACTIVE', userType: 'CANDIDATE', encryptedProjectId: [projectId], status: [current.value] })}
            caption={label('CANDIDATES')}
          />
        </Tabs.Content>
      </Tabs.Root>
    </ModalFrame>
  );
}
