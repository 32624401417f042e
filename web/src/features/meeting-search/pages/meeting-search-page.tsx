import { Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { AU_STATES } from '@scheduler/contracts/schemas/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageOf } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import {
  CANDIDATE_BOOKING_KEY,
  useCandidateBooking,
  type CandidateBookingAnswer,
  type PendingStep,
} from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';
import { HowToBookButton } from '../../../shared/subsets/candidate-booking/how-to-book.tsx';
import { STEP_PARAM, type MeetingSearchState } from '../../../shared/subsets/candidate-booking/meeting-search-link.ts';
import { RESCHEDULE_PARAM, rescheduleMayCancelInterview, rescheduleStep } from '../../../shared/subsets/candidate-booking/reschedule-search-link.ts';
import { RESCHEDULE_NA, RESCHEDULE_WORDS, rescheduleBooking } from '../../../shared/subsets/booking/reschedule-booking-call.ts';
import { appointmentTimes } from '../../../shared/subsets/candidate-booking/meeting-zone.ts';
import { WaitlistPanel } from '../../../shared/subsets/candidate-booking/waitlist-panel.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { MultiSelectFilter } from '../../../shared/ui/dialogs/multi-select-filter.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { BOOKING_NA, bookSlot, SPOTS_PAGE_SIZE, useEmptySpots, type SpotRow } from '../api/meeting-search-calls.ts';
import { DatePicker } from '../components/date-picker.tsx';
import { SpotResults } from '../components/spot-results.tsx';
import {
  emptyMessage,
  initialFilters,
  isRefined,
  notAvailableMessage,
  SEARCH_MSG,
  spotSearchData,
  stepDays,
  stepFor,
  type MethodFilter,
  type SpotFilters,
} from '../lib/spot-search.ts';

const HOME = '/candidate';
/** Moving an assessment may cancel the booked interview under the gap rule (doc 2 §4), said before the move. */
const HOME_GAP_WARNING = (interview: string) =>
  `Your booked ${interview} appointment will be cancelled automatically if the new time leaves less than the minimum gap before it.`;
const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, label: s }));

/**
 * meeting-search (doc 2 §2 Meeting search): the slots a candidate may book for one pending step. Without that step
 * (none pending, or no project) a generic error dialog shows and the candidate goes back home. In reschedule mode
 * (issue 22, `?reschedule=` a confirmed booking the server lets the candidate move) the same search offers the other
 * slots of its step, any day, and choosing one moves the booking (user-booking/reschedule-booking) after a confirmation.
 */
export default function MeetingSearchPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const booking = useCandidateBooking();
  const data = booking.data;
  const rescheduling = params.get(RESCHEDULE_PARAM);
  const step = data ? (rescheduling ? rescheduleStep(data, rescheduling) : stepFor(data.listPendingBookings, params.get(STEP_PARAM))) : undefined;
  const unusable = !!data && (!step || data.projectCount === 0);
  const left = useRef(false);

  useEffect(() => {
    if (!unusable || left.current) return;
    left.current = true;
    void dialogs.message({ title: SEARCH_MSG.errorTitle, message: MSG.generic }).then(() => navigate(HOME, { replace: true }));
  }, [unusable, dialogs, navigate]);

  if (booking.isError) return <Text color="fg.error">{MSG.generic}</Text>;
  if (!data || !step || unusable) return <PageLoading />;
  const noBack = (location.state as MeetingSearchState | null)?.noBack === true;
  return <SpotSearch key={step.encryptedStepId} step={step} data={data} back={!noBack} reschedule={!!rescheduling} />;
}

function SpotSearch({ step, data, back, reschedule }: { step: PendingStep; data: CandidateBookingAnswer; back: boolean; reschedule: boolean }) {
  const label = useLabels();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const days = useMemo(() => stepDays(step), [step]);
  const initial = useMemo(() => initialFilters(step), [step]);
  const [filters, setFilters] = useState<SpotFilters>(initial);
  const [pageIndex, setPageIndex] = useState(0);
  const searchData = spotSearchData(step, filters);
  const spots = useEmptySpots(searchData, pageIndex);
  const page = pageOf(spots.data);

  const change = (patch: Partial<SpotFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageIndex(0);
  };

  const move = async (row: SpotRow) => {
    const bookingId = step.encryptedStepId ?? '';
    const when = appointmentTimes(row).start;
    const warning = rescheduleMayCancelInterview(data, bookingId) ? ` ${HOME_GAP_WARNING(label('INTERVIEW'))}` : '';
    const ok = await dialogs.confirm({
      title: RESCHEDULE_WORDS.confirmTitle,
      message: `${RESCHEDULE_WORDS.confirm(when)}${warning}`,
      okText: 'Continue',
    });
    if (!ok) return;
    const answer = await rescheduleBooking(bookingId, row.encryptedId ?? '');
    if (!answer) return;
    if (answer.status === 'SUCCESS') {
      await dialogs.message({ title: RESCHEDULE_WORDS.doneTitle, message: RESCHEDULE_WORDS.done });
      navigate(HOME);
      void client.invalidateQueries({ queryKey: CANDIDATE_BOOKING_KEY });
      return;
    }
    if (answer.status === RESCHEDULE_NA) {
      await dialogs.message({ title: SEARCH_MSG.notAvailableTitle, message: notAvailableMessage(answer.message) });
      void spots.refetch();
      return;
    }
    await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
  };

  const book = async (row: SpotRow) => {
    if (reschedule) return move(row);
    const answer = await bookSlot(step, row.encryptedId ?? '');
    if (!answer) return;
    if (answer.status === 'SUCCESS') {
      await dialogs.message({ title: SEARCH_MSG.bookedTitle, message: SEARCH_MSG.booked });
      navigate(HOME);
      void client.invalidateQueries({ queryKey: CANDIDATE_BOOKING_KEY });
      return;
    }
    if (answer.status === BOOKING_NA) {
      await dialogs.message({ title: SEARCH_MSG.notAvailableTitle, message: notAvailableMessage(answer.message) });
      void spots.refetch();
      return;
    }
    await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
  };

  const stepName = step.stepTypeDisplay ?? '';
  return (
    <Stack gap="5">
      <PageHeader
        title={SEARCH_MSG.title}
        actions={
          <>
            {back && (
              <Button size="sm" variant="outline" onClick={() => navigate(HOME)}>
                Back
              </Button>
            )}
            {data.showAvailable && <HowToBookButton html={data.messageHowtoBook} />}
          </>
        }
      />
      <Text fontWeight="medium">{reschedule ? RESCHEDULE_WORDS.searchLine(stepName) : SEARCH_MSG.line(stepName)}</Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        {!reschedule && <DatePicker days={days} value={filters.date} onChange={(date) => change({ date })} />}
        <Field.Root width={{ base: 'full', sm: 'auto' }}>
          <Field.Label>Method</Field.Label>
          <NativeSelect.Root size="sm" minW="36">
            <NativeSelect.Field aria-label="Method" value={filters.method} onChange={(e) => change({ method: e.target.value as MethodFilter })}>
              <option value="BOTH">All</option>
              <option value="ONSITE">{label('ONSITE')}</option>
              <option value="REMOTE">{label('REMOTE')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filters.method !== 'REMOTE' && (
          <MultiSelectFilter label="State" options={STATE_OPTIONS} value={filters.states} onChange={(states) => change({ states })} />
        )}
        <Button size="sm" variant="ghost" onClick={() => change(initial)} disabled={!isRefined(filters, initial)}>
          Reset
        </Button>
      </Flex>
      <SpotResults
        rows={page?.dataset ?? []}
        total={page?.size ?? 0}
        pageIndex={pageIndex}
        pageSize={SPOTS_PAGE_SIZE}
        loading={spots.isFetching}
        emptyText={spots.isError ? MSG.generic : emptyMessage(isRefined(filters, initial))}
        onPage={setPageIndex}
        onBook={book}
      />
      {!reschedule && page?.size === 0 && <WaitlistPanel step={step} />}
    </Stack>
  );
}
