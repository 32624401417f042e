import { Alert, Badge, Card, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { saveBase64File } from '../../../shared/lib/download.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FieldAuditDialog } from '../../../shared/ui/field-audit-dialog.tsx';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import {
  archiveMeeting,
  downloadMeetingCalendar,
  isEditAllowed,
  saveInternalData,
  saveMeeting,
  useAssessorProjects,
  useMeeting,
  useMeetingProject,
  useTimezones,
} from '../api/meeting-queries.ts';
import {
  cancelFreezeOf,
  meetingBody,
  meetingFields,
  meetingFormSchema,
  meetingValues,
  startWindow,
  type MeetingFormContext,
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
  const queryClient = useQueryClient();
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
  // The delivery method and Show Admins decide the field list; they follow the form's values one render behind.
  const [method, setMethod] = useState('ONSITE');
  const context = (options: MeetingFormContext['options'], assessorPlaceholder: string, editing: boolean): MeetingFormContext => ({
    stepType,
    deliveryMethod: method,
    isAdmin,
    picksAssessor,
    showVisible: !!user?.showMeetingUnavailableFlag,
    showsLinks: !editing || linksNeeded,
    linksRequired: editing && !isNew && method === 'REMOTE' && linksNeeded,
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
    options,
    assessorPlaceholder,
  });
  const [available, setAvailable] = useState<{ assessors?: string[] }>({});
  const schema = useMemo(
    () =>
      meetingFormSchema({
        project,
        now,
        keepDate: isNew ? undefined : record?.startDateDisplay,
        confirmed: confirmed ?? record?.candidatesConfirmed ?? 0,
        availableAssessors: available.assessors,
        picksAssessor,
        candidateWord: label('CANDIDATE'),
      }),
    [project, now, isNew, record?.startDateDisplay, confirmed, record?.candidatesConfirmed, available.assessors, picksAssessor, label],
  );
  const ownAssessorId = own?.assessorId;
  const valuesOf = useCallback(
    (m?: MeetingRecord) => meetingValues(m, project, ownAssessorId ? { assessorId: ownAssessorId } : undefined),
    [project, ownAssessorId],
  );
  const bodyOf = useCallback(
    (v: Parameters<typeof meetingBody>[0]) => meetingBody(v, { id: isNew ? undefined : meetingId, stepType, country, sendsLinks: linksNeeded }),
    [isNew, meetingId, stepType, country, linksNeeded],
  );
  const pathOf = (id: string, p = projectId) => (assessorScreen ? `/assessor/meeting/${id}` : `/meeting/${p}/${id}`);

  const page = useRecordPage({
    isNew,
    record,
    recordKey: meetingId,
    fields: meetingFields(context({ projects: [], timezones: [], assessors: [], resources: [] }, '', true)),
    valuesOf,
    schema,
    body: bodyOf,
    send: saveMeeting,
    refresh: (answer) => [['meeting', answer.message || meetingId]],
    done: (answer) => {
      const saved = answer.message || meetingId;
      if (saved !== meetingId) navigate(pathOf(saved, String(page.form.values.encryptedProjectId || projectId)), { replace: isNew });
    },
    saved: () =>
      assessorScreen
        ? { title: MEETING_PAGE_MSG.savedTitle(words.meeting), message: MEETING_PAGE_MSG.savedAssessor(words.meeting) }
        : { title: MEETING_PAGE_MSG.savedTitle(words.meeting), message: MEETING_PAGE_MSG.saved(words.meeting) },
    leave: () => navigate(returnPath(meetingReturn.read(), projectId ? `/project/${projectId}` : '/calendar')),
  });
  const { mode, form } = page;
  const editing = mode !== 'VIEW';
  const { set } = form;

  const formMethod = String(form.values.deliveryMethod ?? 'ONSITE');
  useEffect(() => setMethod(formMethod), [formMethod]);
  // A new meeting takes the project's defaults once the project is read (the admin's from the route, the assessor's chosen).
  const { reset } = form;
  const projectRead = project?.encryptedId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly read project resets the form, not each render's valuesOf.
  useEffect(() => {
    if (isNew && projectRead) reset(valuesOf());
  }, [isNew, projectRead, reset]);
  const onlyZone = timezones.data?.length === 1 ? timezones.data[0]!.encryptedId : undefined;
  useEffect(() => {
    if (mode === 'NEW' && !form.values.encryptedTimezoneId && onlyZone) set('encryptedTimezoneId', onlyZone);
  }, [mode, onlyZone, form.values.encryptedTimezoneId, set]);
  const formProject = String(form.values.encryptedProjectId ?? '');
  useEffect(() => {
    if (assessorScreen && isNew && formProject && formProject !== chosenProject) setChosenProject(formProject);
  }, [assessorScreen, isNew, formProject, chosenProject]);

  const choices = useMeetingChoices({
    editing,
    values: form.values,
    stepType,
    picksAssessor,
    record,
    meetingId: isNew ? undefined : meetingId,
    projectId,
    organisationId,
  });
  useEffect(() => {
    setAvailable((a) => (a.assessors?.join() === choices.availableAssessors?.join() ? a : { assessors: choices.availableAssessors }));
  }, [choices.availableAssessors]);
  // Resources that are no longer free at the slot are dropped from the choice (doc 2 §5).
  const chosenResources = form.values.encryptedResourceIds;
  useEffect(() => {
    if (!editing || !choices.availableResources || !Array.isArray(chosenResources)) return;
    const kept = chosenResources.filter((id) => choices.availableResources!.includes(id));
    if (kept.length !== chosenResources.length) set('encryptedResourceIds', kept);
  }, [editing, choices.availableResources, chosenResources, set]);

  const fields = meetingFields(
    context(
      {
        projects: (assessorProjects.data ?? []).map((p) => ({ value: p.encryptedId, label: p.name })),
        timezones: (timezones.data ?? []).map((z) => ({ value: z.encryptedId, label: z.name })),
        assessors: choices.assessors,
        resources: choices.resources,
      },
      choices.assessorPlaceholder,
      editing,
    ),
  );
  const zone = String(form.values.encryptedTimezoneId || project?.encryptedTimezoneId || '');
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

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ['meeting', meetingId] });
    await queryClient.invalidateQueries({ queryKey: ['table'] });
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
  const duration = Number(form.values.duration) || record?.duration || project?.duration || 0;

  return (
    <Stack gap="6">
      {(user?.isAssessor || user?.isInvigilator) && <TimezoneBanner profileZone={profileZone} />}
      <PageHeader
        title={title}
        crumbs={crumbs}
        chips={chips}
        actions={actions.length ? <MeetingActions actions={actions} on={(a) => void onAction(a)} /> : undefined}
      />
      <Card.Root>
        <Card.Header>
          <Text fontWeight="medium" data-field="projectName">
            Project - {project?.name ?? record?.projectName ?? '-'}
          </Text>
        </Card.Header>
        <Card.Body>
          <MeetingForm
            fields={fields}
            values={form.values}
            bind={form.bind}
            errors={form.errors}
            readOnly={page.readOnly}
            window={window}
            duration={
              internal ? undefined : record ? { hours: record.duration, fromProject: false } : { hours: project?.duration, fromProject: true }
            }
            internal={internal}
            onDeliveryMethod={(m) => {
              set('deliveryMethod', m);
              if (mode === 'NEW') set('freezePeriodCancel', String(cancelFreezeOf(project, m) ?? ''));
            }}
            onTasks={(json) => set('taskJson', json)}
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
              const answer = await saveMeeting(body);
              if (answer.status !== 'SUCCESS') return dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
              await queryClient.invalidateQueries({ queryKey: ['table'] });
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
              const answer = await archiveMeeting(meetingId, reason);
              if (answer.status === 'SUCCESS') await reload();
              // Said over the prompt, which closes after: closing it first handed focus back while the message opened,
              // which the message took for a click outside and closed at once.
              await dialogs.message(
                answer.status === 'SUCCESS'
                  ? { title: MEETING_PAGE_MSG.deletedTitle, message: MEETING_PAGE_MSG.deleted(words.meeting) }
                  : { title: answer.status || 'ERROR', message: answer.message || MSG.generic },
              );
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
              const answer = await saveInternalData({ encryptedId: meetingId, actualHours, statusInternal: 'COMPLETED', taskJson });
              if (answer.status !== 'SUCCESS') return dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
              await reload();
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
