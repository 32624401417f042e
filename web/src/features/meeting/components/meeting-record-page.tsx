import { Alert, Badge, Card, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { saveBase64File } from '../../../shared/lib/download.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FieldAuditDialog } from '../../../shared/ui/field-audit-dialog.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import { downloadMeetingCalendar, isEditAllowed, useAssessorProjects, useMeeting, useMeetingProject, useTimezones } from '../api/meeting-queries.ts';
import {
  cancelFreezeOf,
  meetingBody,
  meetingFields,
  meetingFormSchema,
  meetingValues,
  startWindow,
  type MeetingFormValues,
} from '../lib/meeting-form.ts';
import type { MeetingRecord } from '../lib/meeting-record.ts';
import { addCandidateAllowed } from '../../../shared/subsets/booking/add-candidate-rules.ts';
import {
  CHIP_PALETTE,
  meetingActions,
  meetingChips,
  meetingCrumbs,
  meetingReturn,
  meetingStart,
  returnPath,
  type MeetingAction,
} from '../lib/meeting-rules.ts';
import { editRefusal, MEETING_PAGE_MSG } from '../lib/meeting-messages.ts';
import { useMeetingChoices } from '../lib/use-meeting-choices.ts';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { DuplicateDialog } from './duplicate-dialog.tsx';
import { InternalCompletionDialog } from './internal-completion-dialog.tsx';
import { MeetingActions } from './meeting-actions.tsx';
import { MeetingForm } from './meeting-form.tsx';
import { MeetingSubsetTabs } from './meeting-subset-tabs.tsx';
import { TimezoneBanner } from './timezone-banner.tsx';
import { UnderMinimumBanner } from './under-minimum-banner.tsx';

type Modal = 'duplicate' | 'delete' | 'complete' | 'fieldAudit' | undefined;

/**
 * The meeting page (doc 2 §2 "Meeting page", §4, §5, §6): NEW, VIEW and EDIT of a meeting, for admins at
 * meeting/{projectId}/{meetingId} and for assessors at assessor/meeting/{meetingId} ('create' in any case is new).
 */
export function MeetingRecordPage({ assessorScreen }: { assessorScreen: boolean }) {
  const { projectId: routeProjectId, meetingId = '' } = useParams();
  const isNew = meetingId.toLowerCase() === 'create';
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const duplicate = useRouteMutation('meeting.save');
  const archive = useRouteMutation('meeting.archive');
  const complete = useRouteMutation('meeting.saveInternalData');
  const label = useLabels();
  const { user } = useSession();
  const words = { meeting: label('MEETING'), meetings: label('MEETINGS'), candidates: label('CANDIDATES') };
  const now = useMemo(() => new Date(), []);
  const [modal, setModal] = useState<Modal>();
  const [confirmed, setConfirmed] = useState<number | undefined>();

  const meeting = useMeeting(isNew ? undefined : meetingId);
  const record = meeting.data;
  const [chosenProject, setChosenProject] = useState('');
  const projectId = routeProjectId ?? record?.encryptedProjectId ?? (chosenProject || undefined);
  const projectQuery = useMeetingProject(projectId);
  const project = projectQuery.data;
  const assessorProjects = useAssessorProjects(assessorScreen && isNew);
  const organisationId = project?.encryptedOrganisationId ?? record?.encryptedOrganisationId;
  const timezones = useTimezones(organisationId);

  const isAdmin = !assessorScreen && !!user?.isAnyAdmin;
  const picksAssessor = isAdmin || !!user?.isAssessorAdmin;
  const stepType = record?.stepType ?? project?.stepType ?? 'INTERVIEW';
  const internal = stepType === 'INTERNAL';
  const country = timezones.data?.some((z) => z.encryptedId.startsWith('Pacific/')) ? 'NZ' : 'AU';
  const own = assessorScreen && !picksAssessor ? { assessorId: user?.encryptedId } : undefined;

  const linksNeeded = !!(project?.remoteUrlRequired ?? record?.remoteUrlRequired);
  // The available lists are read for the form's slot after the form exists; its rules read them when it is checked.
  const available = useRef<{ assessors?: readonly string[]; resources?: readonly string[] }>({});
  const ownAssessorId = own?.assessorId;
  const onlyZone = timezones.data?.length === 1 ? timezones.data[0]!.encryptedId : undefined;
  const valuesOf = (m?: MeetingRecord) => meetingValues(m, project, { assessorId: ownAssessorId, onlyZone });
  const pathOf = (id: string, p = projectId) => (assessorScreen ? `/assessor/meeting/${id}` : `/meeting/${p}/${id}`);
  const schema = useMemo(
    () =>
      meetingFormSchema(
        {
          project,
          now,
          keepDate: isNew ? undefined : record?.startDateDisplay,
          confirmed: confirmed ?? record?.candidatesConfirmed ?? 0,
          availableAssessors: () => available.current.assessors,
          availableResources: () => available.current.resources,
          picksAssessor,
          // Checked only in EDIT: a meeting read must keep its project's own links.
          linksRequired: !isNew && linksNeeded,
          candidateWord: label('CANDIDATE'),
        },
        { id: isNew ? undefined : meetingId, stepType, country, sendsLinks: linksNeeded },
      ),
    [
      project,
      now,
      isNew,
      record?.startDateDisplay,
      confirmed,
      record?.candidatesConfirmed,
      picksAssessor,
      linksNeeded,
      label,
      meetingId,
      stepType,
      country,
    ],
  );

  const page = useRecordForm({
    route: 'meeting.save',
    schema,
    isNew,
    record,
    // A new meeting starts again from the defaults once its project (the admin's from the route, the assessor's
    // chosen) and the organisation's zones are read.
    recordKey: isNew ? `${meetingId}|${project?.encryptedId ?? ''}|${project?.encryptedTimezoneId ? '' : (onlyZone ?? '')}` : meetingId,
    valuesOf,
    request: (body) => ({ body }),
    done: (answer) => {
      const saved = answer.message || meetingId;
      if (saved !== meetingId) navigate(pathOf(saved, page.form.getValues('encryptedProjectId') || projectId), { replace: isNew });
    },
    saved: () =>
      assessorScreen
        ? { title: MEETING_PAGE_MSG.savedTitle(words.meeting), message: MEETING_PAGE_MSG.savedAssessor(words.meeting) }
        : { title: MEETING_PAGE_MSG.savedTitle(words.meeting), message: MEETING_PAGE_MSG.saved(words.meeting) },
    leave: () => navigate(returnPath(meetingReturn.read(), projectId ? `/project/${projectId}` : '/calendar')),
  });
  const { mode, form } = page;
  const isEditing = mode !== 'VIEW';
  const values = useWatch({ control: form.control }) as MeetingFormValues;
  const method = values.deliveryMethod ?? 'ONSITE';

  const choices = useMeetingChoices({
    editing: isEditing,
    values,
    stepType,
    picksAssessor,
    record,
    meetingId: isNew ? undefined : meetingId,
    projectId,
    organisationId,
  });
  available.current = { assessors: choices.availableAssessors, resources: isEditing ? choices.availableResources : undefined };

  const fields = meetingFields({
    stepType,
    deliveryMethod: method,
    isAdmin,
    picksAssessor,
    showVisible: !!user?.showMeetingUnavailableFlag,
    showsLinks: !isEditing || linksNeeded,
    linksRequired: isEditing && !isNew && method === 'REMOTE' && linksNeeded,
    choosesProject: assessorScreen && isNew,
    country,
    labels: {
      candidate: label('CANDIDATE'),
      assessor: label('ASSESSOR'),
      invigilator: label('INVIGILATOR'),
      onsite: label('ONSITE'),
      remote: label('REMOTE'),
      meeting: words.meeting,
    },
    options: {
      projects: (assessorProjects.data ?? []).map((p) => ({ value: p.encryptedId, label: p.name })),
      timezones: (timezones.data ?? []).map((z) => ({ value: z.encryptedId, label: z.name })),
      assessors: choices.assessors,
      resources: choices.resources,
    },
    assessorPlaceholder: choices.assessorPlaceholder,
  });
  const zone = values.encryptedTimezoneId || project?.encryptedTimezoneId || '';
  const window = startWindow(project, zone, now);
  const title = isNew ? `Create ${words.meeting}` : mode === 'EDIT' ? `Edit ${words.meeting}` : `${words.meeting} Details`;
  const returnUrl = meetingReturn.read();
  const crumbs = meetingCrumbs({
    isNew,
    assessorScreen,
    returnUrl,
    project: projectId ? { id: projectId, name: project?.name ?? record?.projectName } : undefined,
    title,
    words,
  });

  const refuse = (answer: { status: string; message?: string }) => dialogs.message(editRefusal(answer, words));

  const onAction = async (action: MeetingAction) => {
    if (!record) return;
    if (action === 'close') navigate(returnPath(returnUrl, '/calendar'));
    if (action === 'edit') {
      const answer = await isEditAllowed(meetingId, 'EDIT');
      if (answer.status !== 'SUCCESS') return refuse(answer);
      const count = Number(answer.message);
      setConfirmed(Number.isFinite(count) && answer.message ? count : undefined);
      if (count > 0)
        await dialogs.message({ title: MEETING_PAGE_MSG.bookedTitle, message: MEETING_PAGE_MSG.booked(words.candidates, words.meeting) });
      page.edit();
    }
    if (action === 'delete') {
      const answer = await isEditAllowed(meetingId, 'DELETE');
      if (answer.status !== 'SUCCESS') return refuse(answer);
      setModal('delete');
    }
    if (action === 'duplicate') setModal('duplicate');
    if (action === 'fieldAudit') setModal('fieldAudit');
    if (action === 'complete') setModal('complete');
    if (action === 'downloadCalendar') {
      const file = await downloadMeetingCalendar(meetingId);
      if (!file.count || !file.file) await dialogs.message({ title: 'ERROR', message: MSG.generic });
      else saveBase64File(file.file, file.fileName ?? `${words.meeting}.ics`);
    }
  };

  if (!isNew && meetingId.length < 5) return <Alert.Root status="error">{MSG.generic}</Alert.Root>;
  if (!assessorScreen && (!routeProjectId || routeProjectId.length < 5)) return <Alert.Root status="error">{MSG.generic}</Alert.Root>;
  if (!isNew && meeting.isPending) return <PageLoading />;
  if (!isNew && !record) return <PageHeader title={title} crumbs={crumbs} />;
  if (assessorScreen && isNew && assessorProjects.data && assessorProjects.data.length === 0) {
    return (
      <Stack gap="6">
        <PageHeader title={title} crumbs={crumbs} />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not Allowed</Alert.Title>
            <Alert.Description>{MEETING_PAGE_MSG.noProjects(words.meeting)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const chips =
    mode === 'VIEW' && record
      ? meetingChips(record).map((c) => (
          <Badge key={c} colorPalette={CHIP_PALETTE[c]} size="lg">
            {c}
          </Badge>
        ))
      : undefined;
  const actions = mode === 'VIEW' && record ? meetingActions(record, { isAdmin, isAssessor: assessorScreen }, now) : [];
  const profileZone = user?.encryptedTimezoneId;
  // A meeting read keeps its own length (its start to its end); the project's duration is a new meeting's default.
  const duration = Number(values.duration) || record?.duration || project?.duration || 0;

  return (
    <Stack gap="6">
      {(user?.isAssessor || user?.isInvigilator) && <TimezoneBanner profileZone={profileZone} />}
      <PageHeader
        title={title}
        crumbs={crumbs}
        chips={chips}
        actions={actions.length ? <MeetingActions actions={actions} on={(a) => void onAction(a)} /> : undefined}
      />
      {mode === 'VIEW' && record && <UnderMinimumBanner record={record} meetingId={meetingId} isAdmin={isAdmin} />}
      <Card.Root>
        <Card.Header>
          <Text fontWeight="medium" data-field="projectName">
            Project - {project?.name ?? record?.projectName ?? '-'}
          </Text>
        </Card.Header>
        <Card.Body>
          <MeetingForm
            form={form}
            fields={fields}
            readOnly={page.readOnly}
            window={window}
            duration={
              internal ? undefined : record ? { hours: record.duration, fromProject: false } : { hours: project?.duration, fromProject: true }
            }
            internal={internal}
            onDeliveryMethod={(m) => {
              if (mode === 'NEW') form.setValue('freezePeriodCancel', String(cancelFreezeOf(project, m) ?? ''));
            }}
            onProject={setChosenProject}
          />
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && record && (
        <MeetingSubsetTabs
          meetingId={meetingId}
          internal={internal}
          zone={record.encryptedTimezoneId}
          addCandidate={
            isAdmin && record.encryptedProjectId && addCandidateAllowed(record, meetingStart(record), now)
              ? { projectId: record.encryptedProjectId }
              : undefined
          }
        />
      )}

      {record && (
        <>
          <DuplicateDialog
            open={modal === 'duplicate'}
            title={`Duplicate ${words.meeting}`}
            zone={zone}
            duration={duration}
            window={startWindow(project, zone, now)}
            onCancel={() => setModal(undefined)}
            onDuplicate={async (start) => {
              const body = {
                ...meetingBody(meetingValues(record, project), {
                  id: meetingId,
                  formAction: 'duplicate',
                  stepType,
                  country,
                  sendsLinks: linksNeeded,
                }),
                startDateDisplay: start.date,
                startTimeDisplay: start.time,
              };
              const answer = await duplicate.send({ body });
              if (!answer) return;
              // Said over the modal, which closes after: a modal closing hands focus back to its trigger, and a message
              // opening at that moment took it as a click outside and closed at once.
              await dialogs.message({ title: MEETING_PAGE_MSG.savedTitle(words.meeting), message: MEETING_PAGE_MSG.saved(words.meeting) });
              setModal(undefined);
              if (answer.message) navigate(pathOf(answer.message));
            }}
          />
          <ReasonPromptDialog
            open={modal === 'delete'}
            title={`Delete ${words.meeting}`}
            label="Reason for Deletion"
            onCancel={() => setModal(undefined)}
            onSubmit={async (reason) => {
              // Asked over the reason prompt, which closes after the answer (closing it first hands focus back under the question).
              const ok = await dialogs.confirm({
                title: `Delete ${words.meeting}`,
                message: MEETING_PAGE_MSG.deleteConfirm(words.meeting),
                okText: 'Delete',
              });
              if (!ok) return setModal(undefined);
              const answer = await archive.send({ body: { encryptedId: meetingId, comments: reason } });
              // Said over the prompt, which closes after: closing it first handed focus back while the message opened,
              // which the message took for a click outside and closed at once.
              if (answer) await dialogs.message({ title: MEETING_PAGE_MSG.deletedTitle, message: MEETING_PAGE_MSG.deleted(words.meeting) });
              setModal(undefined);
            }}
          />
          <InternalCompletionDialog
            open={modal === 'complete'}
            tasks={record.taskJson ?? []}
            onCancel={() => setModal(undefined)}
            onSubmit={async ({ taskJson, actualHours }) => {
              const allowed = await isEditAllowed(meetingId, 'EDIT', 'Y');
              if (allowed.status !== 'SUCCESS') return refuse(allowed);
              const answer = await complete.send({ body: { encryptedId: meetingId, actualHours, statusInternal: 'COMPLETED', taskJson } });
              if (!answer) return;
              await dialogs.message({ title: MEETING_PAGE_MSG.completedTitle, message: MEETING_PAGE_MSG.completed(words.meeting) });
              setModal(undefined);
            }}
          />
          <FieldAuditDialog
            open={modal === 'fieldAudit'}
            refType="Meeting"
            refId={meetingId}
            zone={record.encryptedTimezoneId}
            onClose={() => setModal(undefined)}
          />
        </>
      )}
    </Stack>
  );
}
