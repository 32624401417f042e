import { Badge, Card, Stack } from '@chakra-ui/react';
import { STEP_TYPES } from '@scheduler/contracts/roles';
import { PROJECT_MSG, PROJECT_RICH_FIELDS, type ProjectDetail } from '@scheduler/contracts/schemas/project';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import { useOrganisationChoices, useOrganisationOptions, useProject } from '../api/project-queries.ts';
import { ConfirmationAlertWarning } from '../components/confirmation-alert-warning.tsx';
import { ProjectActions } from '../components/project-actions.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import { ProjectSubsetTabs } from '../components/project-subset-tabs.tsx';
import { PurgeExtend } from '../components/purge-extend.tsx';
import { projectFields, projectFormSchema, projectValues, type ProjectValues, withOrganisation, withStepType } from '../lib/project-form.ts';

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
  const isNew = isCreate || duplicating;
  const ownOrganisation = user?.isGridAdmin ? undefined : user?.encryptedOrganisationId;
  const onlyOrganisation = organisations.data?.length === 1 ? organisations.data[0]!.encryptedId : undefined;
  const now = useMemo(() => new Date(), []);
  const formAction = isCreate ? 'create' : duplicating ? 'duplicate' : 'edit';
  const schema = useMemo(
    () =>
      projectFormSchema(
        { id: isCreate ? undefined : id, formAction },
        now,
        isNew ? undefined : { start: record?.startDateDisplay, end: record?.endDateDisplay },
      ),
    [isCreate, id, formAction, now, isNew, record?.startDateDisplay, record?.endDateDisplay],
  );

  // The organisation whose departments, zones and setting the form offers: the record's, or on a new project the one
  // the person picked (set where they pick it), else their own or the only one.
  const [picked, setPicked] = useState<{ key: string; organisationId: string }>();
  const organisationId = isCreate
    ? ((picked?.key === id ? picked.organisationId : undefined) ?? ownOrganisation ?? onlyOrganisation ?? '')
    : (record?.encryptedOrganisationId ?? '');
  const choices = useOrganisationChoices(organisationId || undefined);
  // Single options are preselected on a new project (doc 3 §4): one organisation, one department, one time zone.
  const defaults = {
    organisationId: ownOrganisation ?? onlyOrganisation,
    departmentId: choices.departments.length === 1 ? choices.departments[0]!.encryptedId : undefined,
    timezoneId: choices.timezones.length === 1 ? choices.timezones[0]!.encryptedId : undefined,
  };

  const page = useRecordForm({
    route: 'project.save',
    schema,
    isNew,
    record,
    // A new project starts again from its defaults as its single options are read; what the person typed stays.
    recordKey: `${id}${duplicating ? '?duplicate' : ''}${isNew ? `|${defaults.organisationId ?? ''}|${defaults.departmentId ?? ''}|${defaults.timezoneId ?? ''}` : ''}`,
    richText: PROJECT_RICH_FIELDS,
    // A duplicate starts from the project open (its form is NEW, so the record is not passed in by the record hook).
    valuesOf: (p?: ProjectDetail) =>
      isNew ? projectValues(duplicating ? record : undefined, { ...defaults, duplicate: duplicating }) : projectValues(p),
    request: (body) => ({ body }),
    saved: () => ({ title: PROJECT_MSG.savedTitle, message: PROJECT_MSG.saved }),
    done: (answer) => {
      const savedId = answer.message || id;
      if (savedId !== id || duplicating) navigate(`/project/${savedId}`, { replace: isCreate });
    },
    leave: () => navigate(duplicating ? `/project/${id}` : '/project'),
  });
  const { mode, form } = page;
  const stepType = useWatch({ control: form.control, name: 'stepType' });
  const fields = projectFields(stepType, {
    organisations: (organisations.data ?? []).map((o) => ({ value: o.encryptedId, label: o.name })),
    departments: choices.departments.map((d) => ({ value: d.encryptedId, label: d.name })),
    timezones: choices.timezones.map((z) => ({ value: z.encryptedId, label: z.name })),
    stepTypes: STEP_TYPES.map((t) => ({ value: t, label: label(t) })),
  });
  const apply = (next: Partial<ProjectValues>) => {
    for (const [key, value] of Object.entries(next)) form.setValue(key as keyof ProjectValues, value);
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
            form={form}
            fields={fields}
            readOnly={page.readOnly}
            organisationFixed={!isCreate}
            multiCandidate={record?.allowMultiCandidateEntry ?? choices.multiCandidateAllowed}
            onOrganisation={(org) => {
              setPicked({ key: id, organisationId: org });
              apply(withOrganisation(org));
            }}
            onStepType={(type) => apply(withStepType(type as ProjectValues['stepType']))}
          />
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && record && <ProjectSubsetTabs project={record} />}
    </Stack>
  );
}
