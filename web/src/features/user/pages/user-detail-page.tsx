import { Badge, Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { userUpdate } from '@scheduler/contracts/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { useRecordPage } from '../../../shared/ui/form/use-record-page.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { resetMfa, updateUser } from '../api/profile-queries.ts';
import { archiveUser, extendExpiryDate, setAccessActive, useUserDetail } from '../api/user-queries.ts';
import { AccessCards } from '../components/access-cards.tsx';
import { AddAccessDialog, type AddAccessMode } from '../components/add-access-dialog.tsx';
import { ExtendExpiryDialog } from '../components/extend-expiry-dialog.tsx';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useActionRunner } from '../components/use-action-runner.ts';
import { UserSubsetsCard } from '../components/user-subsets-card.tsx';
import { invitationExpiryLine } from '../lib/invitation-expiry.ts';
import { mobileChange, mobilePatternFor } from '../lib/profile-rules.ts';
import { entriesFor, smartActions, type SmartAction, type UserDetail } from '../lib/user-actions.ts';
import { USER_MSG } from '../lib/user-messages.ts';

export const USER_DETAIL_TITLES: Record<Exclude<RecordMode, 'NEW'>, string> = { VIEW: 'User Details', EDIT: 'Edit User' };

/** The user's country for the phone rule: their organisations' first country (NZ for NZ users), else the viewer's. */
function countryOf(u: UserDetail, fallback: string | undefined): string | undefined {
  return u.countryCodes?.[0] ?? fallback;
}

const editFields = (country: string | undefined): FieldDef[] => [
  { id: 'firstName', label: 'First Name', type: 'text', required: true, minLength: 1, maxLength: 200 },
  { id: 'lastName', label: 'Last Name', type: 'text', required: true, minLength: 1, maxLength: 200 },
  { id: 'mobileNo', label: 'Mobile', type: 'text', maxLength: 20, patterns: [mobilePatternFor(country)] },
];

const valuesOf = (u?: UserDetail): FormValues => ({ firstName: u?.firstName ?? '', lastName: u?.lastName ?? '', mobileNo: u?.mobileNo ?? '' });

type Pending =
  | { kind: 'reason'; active: boolean; organisationId: string }
  | { kind: 'extend'; organisationId: string }
  | { kind: 'access'; mode: AddAccessMode; organisationId: string };

/** user/{userId} (doc 1 §2.11): header chips, smart actions, details, access cards and the subsets card. */
export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const { user: viewer } = useSession();
  const label = useLabels();
  const dialogs = useDialogs();
  const run = useActionRunner();
  const queryClient = useQueryClient();
  const detail = useUserDetail(userId);
  const u = detail.data;
  const [pending, setPending] = useState<Pending | null>(null);
  const fields = useMemo(() => editFields(u ? countryOf(u, viewer?.countryCode) : viewer?.countryCode), [u, viewer?.countryCode]);
  const page = useRecordPage({
    isNew: false,
    record: u,
    recordKey: userId,
    fields,
    valuesOf,
    schema: userUpdate,
    body: (v) => ({
      encryptedId: userId,
      firstName: String(v.firstName).trim(),
      lastName: String(v.lastName).trim(),
      mobileNo: String(v.mobileNo ?? '').trim(),
    }),
    confirm: async ({ mobileNo }) => {
      const change = mobileChange(u?.mobileNo, mobileNo, u?.mfaType);
      if (change === 'notAllowed') {
        await dialogs.message({ title: USER_MSG.notAllowedTitle, message: USER_MSG.mobileRemovalNotAllowed });
        return false;
      }
      return change !== 'confirm' || dialogs.confirm({ title: USER_MSG.mobileModificationTitle, message: USER_MSG.mobileModification });
    },
    send: updateUser,
    refresh: () => [['user', 'get', userId]],
    saved: (a) => ({ title: USER_MSG.profileUpdateTitle, message: a.message || USER_MSG.profileUpdated }),
  });
  const { mode, form } = page;

  useEffect(() => setPending(null), [userId]);

  if (detail.isPending) return <PageLoading />;
  const crumbs = [
    { label: 'Manage Users', to: '/manage/user-list' },
    { label: u?.fullName ?? [u?.firstName, u?.lastName].filter(Boolean).join(' ') },
  ];
  if (!u) return <PageHeader title={USER_DETAIL_TITLES.VIEW} crumbs={crumbs.slice(0, 1)} />;

  const isGridViewer = viewer?.isGridAdmin === true;
  const actions = smartActions(u, viewer?.encryptedId ?? '');
  const entries = u.userOrgAccessList ?? [];
  const current = entries.find((e) => e.encryptedOrgId === viewer?.encryptedOrganisationId) ?? entries[0];
  const defaultOrg = current?.encryptedOrgId ?? viewer?.encryptedOrganisationId ?? '';

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['user', 'get', userId] });
    await queryClient.invalidateQueries({ queryKey: ['table'] });
  };

  /** The organisation an action applies to: the only eligible entry, or the organisation picker when several are. */
  const pickOrganisation = async (action: SmartAction): Promise<string | null> => {
    const eligible = entriesFor(action, u);
    if (eligible.length <= 1) return eligible[0]?.encryptedOrgId ?? defaultOrg;
    return dialogs.radioChoice({
      title: USER_MSG.selectOrganisation,
      label: 'Organisation',
      options: eligible.map((e) => ({ value: e.encryptedOrgId, label: e.organisationName })),
    });
  };

  const perform = async (action: SmartAction) => {
    switch (action) {
      case 'EDIT':
        page.edit();
        return;
      case 'RESET_MFA':
        if (!(await dialogs.confirm({ title: USER_MSG.resetMfaTitle, message: USER_MSG.resetMfaOtherConfirm }))) return;
        if (
          await run(
            () => resetMfa(userId),
            (a) => ({ title: USER_MSG.resetMfaDoneTitle, message: a.message || '' }),
          )
        )
          await refresh();
        return;
      case 'ARCHIVE': {
        if (!(await dialogs.confirm({ title: USER_MSG.archiveTitle, message: USER_MSG.archiveConfirm }))) return;
        const org =
          entriesFor('ARCHIVE', u).find((e) => e.encryptedOrgId === defaultOrg)?.encryptedOrgId ??
          entriesFor('ARCHIVE', u)[0]?.encryptedOrgId ??
          defaultOrg;
        if (
          await run(
            () => archiveUser(org, userId),
            () => ({ title: USER_MSG.userDeletedTitle, message: USER_MSG.userArchived }),
          )
        )
          await refresh();
        return;
      }
      default: {
        const organisationId = await pickOrganisation(action);
        if (!organisationId) return;
        if (action === 'ACTIVATE' || action === 'DEACTIVATE') setPending({ kind: 'reason', active: action === 'ACTIVATE', organisationId });
        else if (action === 'EXTEND_INVITE') setPending({ kind: 'extend', organisationId });
        else setPending({ kind: 'access', mode: action === 'ADD_ASSESSOR' ? 'ASSESSOR' : 'ASSESSOR_ADMIN', organisationId });
      }
    }
  };

  const actionLabel: Record<SmartAction, string> = {
    EDIT: 'Edit',
    RESET_MFA: 'Reset 2-Step Authentication',
    ADD_ASSESSOR: `Add ${label('ASSESSOR')}`,
    ADD_ASSESSOR_ADMIN: `Add ${label('ASSESSOR_ADMIN')}`,
    EXTEND_INVITE: 'Extend Invite Expiry',
    ACTIVATE: 'Activate',
    DEACTIVATE: 'Deactivate',
    ARCHIVE: 'Archive',
  };

  const roleChips = [
    u.typeDisplay ?? u.type,
    current?.assessorAdmin ? label('ASSESSOR_ADMIN') : undefined,
    current?.internalProjectAccess ? `${label('INTERNAL')} Access` : undefined,
    u.orgUserInvigilator ? label('INVIGILATOR') : undefined,
  ].filter((c): c is string => !!c);

  const readOnly = mode === 'VIEW';
  const invitation = !isGridViewer ? entries.map((e) => invitationExpiryLine(e)).find(Boolean) : undefined;
  return (
    <Stack gap="6">
      <PageHeader
        title={USER_DETAIL_TITLES[mode === 'EDIT' ? 'EDIT' : 'VIEW']}
        crumbs={crumbs}
        chips={
          <>
            <StatusBadge status={u.status} size="lg" />
            {roleChips.map((c) => (
              <Badge key={c} colorPalette="purple" variant="subtle" size="lg">
                {c}
              </Badge>
            ))}
          </>
        }
        actions={
          readOnly && actions.length > 0
            ? actions.map((a) => (
                <Button
                  key={a}
                  size="sm"
                  colorPalette={a === 'ARCHIVE' || a === 'DEACTIVATE' ? 'red' : 'blue'}
                  variant={a === 'EDIT' ? 'solid' : 'outline'}
                  onClick={() => void perform(a)}
                >
                  {actionLabel[a]}
                </Button>
              ))
            : undefined
        }
      />
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField {...form.bind(fields[0])} readOnly={readOnly} />
            <FormField {...form.bind(fields[1])} readOnly={readOnly} />
            <FormField field={{ id: 'username', label: 'Username', type: 'text' }} value={u.username} readOnly />
            <FormField {...form.bind(fields[2])} readOnly={readOnly} />
            <FormField field={{ id: 'type', label: 'Type', type: 'text' }} value={u.typeDisplay ?? u.type ?? ''} readOnly />
            <FormField
              field={{ id: 'mfa', label: '2-Step Authentication', type: 'text' }}
              value={u.mfaTypeDisplay ?? u.mfaType ?? 'Not set'}
              readOnly
            />
            {u.companyName && <FormField field={{ id: 'companyName', label: 'Company', type: 'text' }} value={u.companyName} readOnly />}
            {u.timezoneName && <FormField field={{ id: 'timezone', label: 'Default Timezone', type: 'text' }} value={u.timezoneName} readOnly />}
            {u.createdDateDisplay && <FormField field={{ id: 'created', label: 'Created', type: 'text' }} value={u.createdDateDisplay} readOnly />}
            {invitation && <FormField field={{ id: 'invitationExpiry', label: 'Invitation Expiry', type: 'text' }} value={invitation} readOnly />}
            {isGridViewer && u.userId !== undefined && (
              <FormField field={{ id: 'userId', label: 'User Id', type: 'text' }} value={String(u.userId)} readOnly />
            )}
            {isGridViewer && entries.length > 0 && (
              <FormField
                field={{ id: 'organisations', label: 'Organisations', type: 'text' }}
                value={entries.map((e) => e.organisationName).join(', ')}
                readOnly
              />
            )}
          </SimpleGrid>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {isGridViewer && <AccessCards entries={entries} />}
      {readOnly && (
        <UserSubsetsCard
          userId={userId}
          isAssessor={u.type === 'ASSESSOR'}
          bookingList={u.type === 'CANDIDATE' ? 'CANDIDATE' : 'ASSESSOR'}
          canChange={actions.length > 0}
          organisationId={defaultOrg}
          showOrganisation={isGridViewer}
          onChanged={() => void refresh()}
        />
      )}

      <ReasonPromptDialog
        open={pending?.kind === 'reason'}
        title={pending?.kind === 'reason' && pending.active ? 'Activate' : 'Deactivate'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          if (pending?.kind !== 'reason') return;
          const { active, organisationId } = pending;
          setPending(null);
          const ok = await run(
            () => setAccessActive(active, organisationId, userId, reason),
            (a) => ({ title: active ? USER_MSG.activatedTitle : USER_MSG.deactivatedTitle, message: a.message || '' }),
          );
          if (ok) await refresh();
        }}
      />
      <ExtendExpiryDialog
        open={pending?.kind === 'extend'}
        onCancel={() => setPending(null)}
        onSubmit={async (date) => {
          if (pending?.kind !== 'extend') return;
          const { organisationId } = pending;
          setPending(null);
          const ok = await run(
            () => extendExpiryDate(organisationId, userId, date),
            (a) => ({
              title: USER_MSG.invitationExtendedTitle,
              message: a.message ? `${USER_MSG.dateChangeSuccess}\nNew expiry: ${a.message}` : USER_MSG.dateChangeSuccess,
            }),
          );
          if (ok) await refresh();
        }}
      />
      {pending?.kind === 'access' && (
        <AddAccessDialog
          open
          mode={pending.mode}
          organisationId={pending.organisationId}
          userId={userId}
          onClose={() => setPending(null)}
          onSaved={() => void refresh()}
        />
      )}
    </Stack>
  );
}
