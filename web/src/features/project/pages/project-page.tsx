import { Badge, Card, Stack } from '@chakra-ui/react';
import { PROJECT_MSG, type ProjectDetail } from '@scheduler/contracts/schemas/project';
import { STEP_TYPES } from '@scheduler/contracts/roles';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import { saveProject, useOrganisationChoices, useOrganisationOptions, useProject } from '../api/project-queries.ts';
import { ConfirmationAlertWarning } from '../components/confirmation-alert-warning.tsx';
import { ProjectActions } from '../components/project-actions.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import { ProjectSubsetTabs } from '../components/project-subset-tabs.tsx';
import { PurgeExtend } from '../components/purge-extend.tsx';
import { projectBody, projectFields, projectFormSchema, projectValues, withOrganisation, withStepType } from '../lib/project-form.ts';

export const PROJECT_TITLES = { NEW: 'Create Project', VIEW: 'Project Details', EDIT: 'Edit Project', DUPLICATE: 'Duplicate Project' } as const;

const CHIP_COLOURS = { Active: 'green', Inactive: 'orange', Archived: 'gray' } as const;

/** project/{id|create} (doc 3 §2.5): create, view, edit and duplicate (`?duplicate`), with smart actions and subset tabs. */
export default function ProjectPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const isCreate = id.toLowerCase() === 'create';
  const duplicating = !isCreate && search.has('duplicate');
  const navigate = useNavigate();
  const label = useLabels();
  const { user } = useSession();

  const project = useProject(isCreate ? undefined : id);
  const organisations = useOrganisationOptions();
  const record = project.data as ProjectDetail | undefined;
  const ownOrganisation = user?.isGridAdmin ? undefined : user?.encryptedOrganisationId;
  // A duplicate starts from the project open (its form is NEW, so the record is not passed in by the record hook).
  const valuesOf = (p?: ProjectDetail): FormValues =>
    projectValues(p ?? (duplicating ? record : undefined), { organisationId: ownOrganisation, duplicate: duplicating });
  const now = useMemo(() => new Date(), []);

  // The type and the organisation decide the field list (internal projects) and the organisation's choices; they
  // follow the form's values (a record read, a change) one render behind, as any state derived in an effect.
  const [picked, setPicked] = useState(() => ({ stepType: 'ASSESSMENT', organisationId: ownOrganisation ?? '' }));
  const organisationId = picked.organisationId;
  const choices = useOrganisationChoices(organisationId || undefined);
  const stepTypes = STEP_TYPES.map((t) => ({ value: t, label: label(t) }));
  const fields = projectFields(picked.stepType, {
    organisations: (organisations.data ?? []).map((o) => ({ value: o.encryptedId, label: o.name })),
    departments: choices.departments.map((d) => ({ value: d.encryptedId, label: d.name })),
    timezones: choices.timezones.map((z) => ({ value: z.encryptedId, label: z.name })),
    stepTypes,
  });
  const schema = useMemo(
    () => projectFormSchema(now, duplicating || isCreate ? undefined : { start: record?.startDateDisplay, end: record?.endDateDisplay }),
    [now, duplicating, isCreate, record?.startDateDisplay, record?.endDateDisplay],
  );
  const formAction = isCreate ? 'create' : duplicating ? 'duplicate' : 'edit';

  const page = useRecordPage({
    isNew: isCreate || duplicating,
    record,
    recordKey: `${id}${duplicating ? '?duplicate' : ''}`,
    fields,
    valuesOf,
    schema,
    body: (v) => projectBody(v, { id: isCreate ? undefined : id, formAction }),
    send: saveProject,
    refresh: (answer) => [['project', answer.message || id]],
    saved: () => ({ title: PROJECT_MSG.savedTitle, message: PROJECT_MSG.saved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id || duplicating) navigate(`/project/${savedId}`, { replace: isCreate });
    },
    leave: () => navigate(duplicating ? `/project/${id}` : '/project'),
  });
  const { mode, form } = page;
  const formStepType = String(form.values.stepType ?? '');
  const formOrganisation = String(form.values.encryptedOrganisationId ?? '');
  useEffect(() => {
    setPicked((p) =>
      p.stepType === formStepType && p.organisationId === formOrganisation ? p : { stepType: formStepType, organisationId: formOrganisation },
    );
  }, [formStepType, formOrganisation]);

  // Single options are preselected (doc 3 §4): one organisation, one department, one time zone.
  const { set } = form;
  const onlyOrganisation = organisations.data?.length === 1 ? organisations.data[0]!.encryptedId : undefined;
  useEffect(() => {
    if (mode === 'NEW' && !form.values.encryptedOrganisationId && onlyOrganisation) set('encryptedOrganisationId', onlyOrganisation);
  }, [mode, onlyOrganisation, form.values.encryptedOrganisationId, set]);
  useEffect(() => {
    if (mode === 'VIEW') return;
    if (!form.values.encryptedDepartmentId && choices.departments.length === 1) set('encryptedDepartmentId', choices.departments[0]!.encryptedId);
    if (!form.values.encryptedTimezoneId && choices.timezones.length === 1) set('encryptedTimezoneId', choices.timezones[0]!.encryptedId);
  }, [mode, choices.departments, choices.timezones, form.values.encryptedDepartmentId, form.values.encryptedTimezoneId, set]);

  const apply = (next: FormValues) => {
    for (const [key, value] of Object.entries(next)) if (form.values[key] !== value) form.set(key, value);
  };

  const crumbs = useMemo<Crumb[]>(() => {
    if (record?.readyToPurge && mode === 'VIEW') {
      return [{ label: 'Purge Data', to: '/manage/purge-list' }, { label: 'Purge Project Details' }];
    }
    const c: Crumb[] = [{ label: 'Projects', to: '/project' }];
    if (isCreate) c.push({ label: 'Create Project' });
    else if (duplicating) c.push({ label: record?.name ?? '', to: `/project/${id}` }, { label: 'Duplicate Project' });
    else c.push({ label: record?.name ?? '' });
    return c;
  }, [record?.readyToPurge, record?.name, mode, isCreate, duplicating, id]);

  if (!isCreate && project.isPending) return <PageLoading />;
  if (!isCreate && !record) return <PageHeader title={PROJECT_TITLES.VIEW} crumbs={crumbs} />;

  const title = duplicating ? PROJECT_TITLES.DUPLICATE : PROJECT_TITLES[mode];
  const chip = mode === 'VIEW' && record?.statusDisplay && (
    <Badge colorPalette={CHIP_COLOURS[record.statusDisplay]} size="lg">
      {record.statusDisplay}
    </Badge>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        crumbs={crumbs}
        chips={chip || undefined}
        actions={mode === 'VIEW' && record ? <ProjectActions project={record} onEdit={page.edit} /> : undefined}
      />
      {mode === 'VIEW' && record?.confirmationAlertMissing && <ConfirmationAlertWarning />}
      {mode === 'VIEW' && record?.readyToPurge && <PurgeExtend projectId={id} purgeDate={record.purgeDate} />}
      <Card.Root>
        <Card.Body>
          <ProjectForm
            fields={fields}
            values={form.values}
            bind={form.bind}
            readOnly={page.readOnly}
            organisationFixed={!isCreate}
            multiCandidate={record?.allowMultiCandidateEntry ?? choices.multiCandidateAllowed}
            onOrganisation={(org) => apply(withOrganisation(form.values, org))}
            onStepType={(type) => apply(withStepType(form.values, type))}
          />
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && record && <ProjectSubsetTabs project={record} />}
    </Stack>
  );
}
