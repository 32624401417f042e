import { Badge, Button, DataList, Field, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { BOOKING_MESSAGES } from '@scheduler/contracts/schemas/user-booking';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { ReasonPromptDialog } from '../../ui/dialogs/reason-prompt-dialog.tsx';
import { type BookingDetail, useBookingDetail, useBookingWrites, useProjectChoices } from './booking-api.ts';
import { CompletionDialog } from './completion-dialog.tsx';
import { RescheduleMeetingDialog } from './reschedule-meeting-dialog.tsx';
import { RESCHEDULE_WORDS } from './reschedule-booking-call.ts';
import { completionBody } from './completion-form.ts';
import { bookingStatusPalette, bookingStatusText, checklistLines, isStatusCode } from './booking-status.ts';
import { attendanceText, MISSED_HINT, suggestsMissed } from './live-attendance.ts';

/** The purge date extension answer (doc 2 §8). */
export const PURGE_EXTENDED = 'Purging Date Extended';
/** The interview lookup's ERROR (doc 2 §8). */
export const INTERVIEW_LOOKUP_ERROR = 'Error encountered, please contact support';
const COMPLETABLE = ['CONFIRMED', 'COMPLETE', 'INCOMPLETE', 'MISSED'];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const dayAfter = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

type Prompt = 'cancel' | 'complete' | 'remove' | 'change' | 'reschedule' | null;

/**
 * The Booking Details dialog (doc 2 booking list): the booking read with getById. A pending or invited booking shows
 * the candidate's details only; an archived one an 'Archived' chip and no actions. A confirmed booking offers Cancel
 * (when the server allows it, with a reason) and Complete (when completion is allowed, with the checklist); an admin
 * may remove a pending booking from its project or move it to another project, and extend a ready-to-purge date.
 * Admins see the live session's attendance of a remote booking (joined, left, minutes, or 'Never joined'); completing
 * a remote booking whose candidate never joined suggests MISSED.
 */
export function BookingDetailsDialog({
  bookingId,
  purge,
  onClose,
}: {
  bookingId: string;
  /** The list row's purge state (the list holds it; the booking read may not). */
  purge?: { readyToPurge?: boolean; purgeDate?: string };
  onClose(): void;
}) {
  const label = useLabels();
  const dialogs = useDialogs();
  const { user } = useSession();
  const admin = !!user?.isAnyAdmin;
  const detail = useBookingDetail(bookingId);
  const writes = useBookingWrites();
  const [prompt, setPrompt] = useState<Prompt>(null);
  const b = detail.data;
  const status = text(b?.status);
  const archived = status === 'ARCHIVED' || b?.archived === true;
  const candidateOnly = status === 'PENDING' || status === 'INVITED';

  const done = async (title: string, message?: string) => {
    setPrompt(null);
    await dialogs.message({ title, message: message || title });
  };
  /** Sends a status change; the dialog that follows says what became of the booking (the answer's bare status code is not shown). */
  const update = async (body: Parameters<typeof writes.updateStatus>[0], title: string, outcome: string) => {
    try {
      const answer = await writes.updateStatus(body);
      await done(title, answer.message && !isStatusCode(answer.message) ? answer.message : outcome);
    } catch {
      // The error dialog (global rules) has said why; the form stays open.
    }
  };

  /**
   * Cancelling an assessment cancels the candidate's booked interview too (doc 2 §4), and moving it may (the gap
   * rule): the server says whether there is one (getCandidateInterview: NA, the interview's id, or ERROR), and the cancellation goes on only once confirmed.
   */
  const choose = async (p: Prompt) => {
    if ((p !== 'cancel' && p !== 'reschedule') || b?.stepType !== 'ASSESSMENT' || !b.encryptedCandidateId) return setPrompt(p);
    let answer: { status?: string; message?: string };
    try {
      answer = await api.call('user-booking.getCandidateInterview', {
        params: { candidateId: text(b.encryptedCandidateId), organisationId: text(b.encryptedOrganisationId) || 'NA' },
        acceptAnyStatus: true,
      });
    } catch {
      return;
    }
    if (answer.status !== 'SUCCESS') {
      await dialogs.message({ title: 'ERROR', message: INTERVIEW_LOOKUP_ERROR });
      return;
    }
    if (answer.message !== 'NA') {
      const words = { interview: label('INTERVIEW'), assessment: label('ASSESSMENT'), candidate: label('CANDIDATE') };
      // Moving the assessment cancels the interview only when the new time leaves less than the gap (issue 22).
      const when =
        p === 'reschedule' ? 'if this booking moves closer to it than the minimum gap' : `when this ${words.assessment} booking is cancelled`;
      const ok = await dialogs.confirm({
        title: p === 'reschedule' ? RESCHEDULE_WORDS.confirmTitle : 'Cancel Booking',
        message: `The ${words.candidate.toLowerCase()}'s booked ${words.interview} will be cancelled automatically ${when}. Do you wish to continue?`,
        okText: 'Continue',
      });
      if (!ok) return;
    }
    setPrompt(p);
  };

  const candidate: [string, unknown][] = [
    [`${label('CANDIDATE')} Name`, b?.candidateName],
    ['Email', b?.candidateEmail],
    ['Mobile', b?.candidateMobile],
    ['Unique Id', b?.candidateUniqueId],
    ['Request Type', b?.candidateRequestType],
    ['Project', b?.projectName],
  ];
  const booking: [string, unknown][] = [
    ['Type', b?.stepTypeDisplay],
    ['Date / Time', b?.dateTimeCombined],
    ['Method', b?.deliveryMethodDisplay ?? b?.deliveryMethod],
    ['Address', b?.displayAddress],
    [`${label('ASSESSOR')} / ${label('INVIGILATOR')}`, b?.assessorInvigilatorName ?? b?.assessorName],
    ['Resources', b?.resourceNames],
    ['Status', bookingStatusText(status)],
    ...(admin ? ([['Status Reason', b?.statusReason]] as [string, unknown][]) : []),
    ...(admin && b ? ([['Live Session', attendanceText(b, new Date())]] as [string, unknown][]) : []),
    ['Checklist', checklistLines(text(b?.completionChecklist), text(b?.completionChecklistSelected)).join('\n')],
  ];
  const rows = (candidateOnly ? candidate : [...candidate, ...booking]).filter(([, v]) => text(v));

  return (
    <>
      <ModalFrame open size="lg" title="Booking Details" onDismiss={onClose} footer={<Button onClick={onClose}>Close</Button>}>
        {!b ? (
          <Spinner aria-label="Loading booking" />
        ) : (
          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              {archived ? (
                <Badge colorPalette="gray">Archived</Badge>
              ) : (
                <Badge colorPalette={bookingStatusPalette(status)}>{bookingStatusText(status)}</Badge>
              )}
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              {rows.map(([k, v]) => (
                <DataList.Item key={k}>
                  <DataList.ItemLabel>{k}</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-line">{text(v)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {!archived && <Actions b={b} admin={admin} status={status} onPrompt={(p) => void choose(p)} />}
            {!archived && !b.cancelAllowed && status === 'CONFIRMED' && text(b.cancelNAMessage) && (
              <Text fontSize="sm" color="fg.muted">
                {text(b.cancelNAMessage)}
              </Text>
            )}
            {admin && (b.readyToPurge === true || purge?.readyToPurge === true) && (
              <PurgeExtend bookingId={bookingId} purgeDate={text(b.purgeDate) || (purge?.purgeDate ?? '')} archived={archived} />
            )}
          </Stack>
        )}
      </ModalFrame>
      <ReasonPromptDialog
        open={prompt === 'cancel'}
        title="Cancel Booking"
        label="Reason for cancellation"
        requiredMessage={BOOKING_MESSAGES.cancelReason}
        onCancel={() => setPrompt(null)}
        onSubmit={(reason) =>
          update(
            { encryptedId: bookingId, status: 'CANCELLED', existingStatus: status, statusReason: reason },
            'Booking Cancelled',
            'The booking has been cancelled.',
          )
        }
      />
      <ReasonPromptDialog
        open={prompt === 'remove'}
        title="Remove from Project"
        label="Reason for Deletion"
        requiredMessage={BOOKING_MESSAGES.deleteReason}
        onCancel={() => setPrompt(null)}
        onSubmit={(reason) =>
          update(
            { encryptedId: bookingId, status: 'ARCHIVED', existingStatus: 'PENDING', statusReason: reason },
            'Removed from Project',
            `The booking has been removed from ${text(b?.projectName) || 'the project'}.`,
          )
        }
      />
      {prompt === 'change' && b && (
        <ChangeProjectDialog
          b={b}
          organisationId={user?.encryptedOrganisationId}
          onCancel={() => setPrompt(null)}
          onSubmit={(project, reason) =>
            update(
              {
                encryptedId: bookingId,
                status: 'PENDING',
                existingStatus: 'PENDING',
                encryptedNewProjectId: project.encryptedId,
                newProjectName: project.name,
                statusReason: reason,
              },
              'Project Changed',
              `The booking has been moved to ${project.name}.`,
            )
          }
        />
      )}
      {prompt === 'reschedule' && b && (
        <RescheduleMeetingDialog
          bookingId={bookingId}
          projectId={text(b.encryptedProjectId)}
          currentMeetingId={text(b.encryptedMeetingId)}
          onCancel={() => setPrompt(null)}
          onDone={() => setPrompt(null)}
        />
      )}
      {prompt === 'complete' && b && (
        <CompletionDialog
          checklist={text(b.completionChecklist)}
          selected={text(b.completionChecklistSelected)}
          status={status}
          reason={status === 'CONFIRMED' ? '' : text(b.statusReason)}
          hint={suggestsMissed(b, new Date()) ? MISSED_HINT : undefined}
          onCancel={() => setPrompt(null)}
          onSubmit={(form) =>
            update(completionBody(bookingId, status, form), 'Booking Completed', `The booking is now ${bookingStatusText(form.status)}.`)
          }
        />
      )}
    </>
  );
}

function Actions({ b, admin, status, onPrompt }: { b: BookingDetail; admin: boolean; status: string; onPrompt(p: Prompt): void }) {
  const buttons = [
    ...(status === 'CONFIRMED' && b.cancelAllowed ? [['cancel', 'Cancel Booking']] : []),
    ...(admin && status === 'CONFIRMED' && b.rescheduleAllowed === true ? [['reschedule', RESCHEDULE_WORDS.action]] : []),
    ...(COMPLETABLE.includes(status) && b.completionAllowed ? [['complete', 'Complete']] : []),
    ...(admin && status === 'PENDING'
      ? [
          ['remove', 'Remove from Project'],
          ['change', 'Change Project'],
        ]
      : []),
  ] as [Exclude<Prompt, null>, string][];
  if (!buttons.length) return null;
  return (
    <HStack gap="3" wrap="wrap">
      {buttons.map(([p, title]) => (
        <Button key={p} size="sm" variant={p === 'cancel' || p === 'remove' ? 'outline' : 'solid'} colorPalette="blue" onClick={() => onPrompt(p)}>
          {title}
        </Button>
      ))}
    </HStack>
  );
}

type ProjectChoice = { encryptedId: string; name: string };

/**
 * Change project (doc 2 §5): another project (never the current one; only the same step type when the organisation
 * does not allow one candidate in several) and a reason. 'No Projects' / 'No Other Projects Found' when none.
 */
function ChangeProjectDialog({
  b,
  organisationId,
  onCancel,
  onSubmit,
}: {
  b: BookingDetail;
  organisationId?: string;
  onCancel(): void;
  onSubmit(project: ProjectChoice, reason: string): Promise<unknown>;
}) {
  const dialogs = useDialogs();
  const projects = useProjectChoices(organisationId, true);
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = text(b.encryptedProjectId);
  const sameTypeOnly = b.allowMultiCandidateEntry !== true;
  const choices = (projects.data ?? []).filter(
    (p) => p.encryptedId !== current && (!sameTypeOnly || !b.stepType || !p.stepType || p.stepType === b.stepType),
  );
  const empty = projects.isSuccess && choices.length === 0;
  const said = useRef(false);
  useEffect(() => {
    if (!empty || said.current) return;
    said.current = true;
    void dialogs.message({ title: 'No Projects', message: 'No Other Projects Found' }).then(onCancel);
  }, [empty, dialogs, onCancel]);
  if (empty) return null;
  return (
    <ReasonPromptDialog
      open
      title="Change Project"
      label="Reason for Project Change"
      requiredMessage={BOOKING_MESSAGES.projectChangeReason}
      onCancel={onCancel}
      onSubmit={async (reason) => {
        const project = choices.find((p) => p.encryptedId === projectId);
        if (!project) {
          setError(BOOKING_MESSAGES.newProject);
          return;
        }
        await onSubmit({ encryptedId: project.encryptedId, name: project.name }, reason);
      }}
    >
      <Field.Root invalid={!!error} required mb="4">
        <Field.Label>
          New Project
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={projectId}
            onChange={(e) => {
              setProjectId(e.target.value);
              setError(null);
            }}
          >
            <option value="">Select</option>
            {choices.map((p) => (
              <option key={p.encryptedId} value={p.encryptedId}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ReasonPromptDialog>
  );
}

/** An admin's purge-extend control of a ready-to-purge booking: a new date, at least tomorrow. */
function PurgeExtend({ bookingId, purgeDate, archived }: { bookingId: string; purgeDate: string; archived: boolean }) {
  const dialogs = useDialogs();
  const writes = useBookingWrites();
  const tomorrow = dayAfter(formatApiDate(new Date(), SERVER_TIME_ZONE));
  const [date, setDate] = useState(tomorrow);
  const [busy, setBusy] = useState(false);
  const extend = async () => {
    setBusy(true);
    try {
      await writes.extendPurgeDate(bookingId, date);
      await dialogs.message({ title: PURGE_EXTENDED, message: `The date is now ${date}.` });
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" borderColor="orange.300" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="medium">
        {archived ? 'Purge Date' : 'Sanitise Date'}: {purgeDate || '-'}
      </Text>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="xs" invalid={date < tomorrow}>
          <Field.Label>New Date</Field.Label>
          <Input type="date" size="sm" min={tomorrow} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field.Root>
        <Button size="sm" colorPalette="orange" onClick={extend} disabled={busy || date < tomorrow}>
          Extend Purge Date
        </Button>
      </HStack>
    </Stack>
  );
}
