import { Alert, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { BOOKING_MESSAGES } from '@scheduler/contracts/schemas/user-booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useLiveEvents } from '../../../shared/lib/live-events.ts';
import { CANDIDATE_BOOKING_KEY, useCandidateBooking } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';
import { HowToBookButton } from '../../../shared/subsets/candidate-booking/how-to-book.tsx';
import { meetingSearchPath, type MeetingSearchState } from '../../../shared/subsets/candidate-booking/meeting-search-link.ts';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { cancelBooking } from '../api/cancel-booking.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { PendingCard } from '../components/pending-card.tsx';
import { bookingView, byRelevance, cancelsInterview, directJumpStep, timingOf, type BookingView } from '../lib/booking-view.ts';
import { HOME_MSG } from '../lib/home-messages.ts';
import type { JoinTiming } from '../lib/join-window.ts';
import { useCardClock } from '../lib/use-card-clock.ts';

/**
 * candidate (doc 2 §2 Candidate home): 'Your Appointments', cards for the bookings that are not pending (live and
 * upcoming first, then past and cancelled, byRelevance), then for the steps still to book; How to book, the auto-cancel note, join links on time, cancel with a reason. With nothing
 * booked and one step to book, it opens the meeting search for that step at once, without a back button.
 */
export default function CandidateHomePage() {
  const query = useCandidateBooking();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const label = useLabels();
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const refetch = () => void query.refetch();
  useLiveEvents(['booking.changed'], refetch);

  const data = query.data;
  // Only a fresh answer decides the jump: a cached one may still hold the step just booked.
  const jump = data && query.isFetchedAfterMount ? directJumpStep(data) : undefined;
  useEffect(() => {
    if (jump?.encryptedStepId)
      navigate(meetingSearchPath(jump.encryptedStepId), { replace: true, state: { noBack: true } satisfies MeetingSearchState });
  }, [jump?.encryptedStepId, navigate]);

  const bookings = useMemo(() => (data?.listNotPendingBookings ?? []).map(bookingView), [data]);
  const timings = useMemo(
    () => bookings.filter((b) => b.status === 'CONFIRMED').flatMap((b): JoinTiming[] => (timingOf(b) ? [timingOf(b)!] : [])),
    [bookings],
  );
  const now = useCardClock(timings, refetch);

  if (!data || jump) return query.isError ? <Text color="fg.error">{MSG.generic}</Text> : <PageLoading />;

  const submitCancel = async (b: BookingView, reason: string) => {
    // Asked over the reason prompt, which closes after the answer.
    if (cancelsInterview(b, bookings)) {
      const ok = await dialogs.confirm({
        title: HOME_MSG.cancelTitle,
        message: HOME_MSG.interviewWarning(label('INTERVIEW'), label('ASSESSMENT')),
        okText: 'Continue',
      });
      if (!ok) return setCancelling(null);
    }
    // A refusal (the freeze reached meanwhile: NOT Allowed) is said by the shell's global rules; the cards are read again.
    const answer = await cancelBooking(b, reason).catch(() => undefined);
    setCancelling(null);
    await client.invalidateQueries({ queryKey: CANDIDATE_BOOKING_KEY });
    if (!answer) return;
    if (answer.status !== 'SUCCESS') return dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
    await dialogs.message({ title: HOME_MSG.cancelledTitle, message: HOME_MSG.cancelled });
  };

  const pending = data.listPendingBookings;
  return (
    <Stack gap="5" maxW="3xl">
      <PageHeader title={HOME_MSG.title} actions={data.showAvailable ? <HowToBookButton html={data.messageHowtoBook} /> : undefined} />
      {data.cancelInterviewAuto && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{HOME_MSG.autoCancelNote}</Alert.Description>
        </Alert.Root>
      )}
      {bookings.length === 0 && pending.length === 0 && <Text color="fg.muted">{HOME_MSG.nothing}</Text>}
      <Stack gap="4">
        {byRelevance(bookings, now).map((b) => (
          <BookingCard key={b.id || `${b.start}`} booking={b} now={now} onCancel={setCancelling} />
        ))}
        {pending.map((p, i) => (
          <PendingCard key={p.encryptedStepId ?? i} step={p} />
        ))}
      </Stack>
      <ReasonPromptDialog
        open={!!cancelling}
        title={HOME_MSG.cancelTitle}
        label={HOME_MSG.cancelLabel}
        requiredMessage={BOOKING_MESSAGES.cancelReason}
        summary={cancelling ? [cancelling.stepTypeDisplay, cancelling.projectName].filter(Boolean).join(' · ') : undefined}
        onCancel={() => setCancelling(null)}
        onSubmit={(reason) => (cancelling ? submitCancel(cancelling, reason) : undefined)}
      />
    </Stack>
  );
}
