import { Badge, Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type * as z from 'zod';
import { useParams } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { FormField } from '../../../shared/ui/form/form-field.tsx';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { useUserAction, useUserDetail } from '../api/user-queries.ts';
import { AccessCards } from '../components/access-cards.tsx';
import { AddAccessDialog, type AddAccessMode } from '../components/add-access-dialog.tsx';
import { ExtendExpiryDialog } from '../components/extend-expiry-dialog.tsx';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { UserSubsetsCard } from '../components/user-subsets-card.tsx';
import { invitationExpiryLine } from '../lib/invitation-expiry.ts';
import { mobileChange, userUpdateForm } from '../lib/profile-rules.ts';
import { entriesFor, smartActions, type SmartAction, type UserDetail } from '../lib/user-actions.ts';
import { USER_MSG } from '../lib/user-messages.ts';

export const USER_DETAIL_TITLES: Record<Exclude<RecordMode, 'NEW'>, string> = { VIEW: 'User Details', EDIT: 'Edit User' };

/** The user's country for the phone rule: their organisations' first country (NZ for NZ users), else the viewer's. */
function countryOf(u: UserDetail, fallback: string | undefined): string | undefined {
  return u.countryCodes?.[0] ?? fallback;
}

type EditValues = z.input<ReturnType<typeof userUpdateForm>>;

const FIRST_NAME: FieldDef<EditValues> = { id: 'firstName', label: 'First Name', type: 'text', required: true };
const LAST_NAME: FieldDef<EditValues> = { id: 'lastName', label: 'Last Name', type: 'text', required: true };
const MOBILE: FieldDef<EditValues> = { id: 'mobileNo', label: 'Mobile', type: 'text' };

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
  const detail = useUserDetail(userId);
  const u = detail.data;
  const [pending, setPending] = useState<Pending | null>(null);
  const country = u ? countryOf(u, viewer?.countryCode) : viewer?.countryCode;
  const schema = useMemo(() => userUpdateForm(country), [country]);
  const resetMfa = useUserAction('user.resetMfa');
  const archive = useUserAction('user.archive');
  const activate = useUserAction('user.activateAssessor');
  const deactivate = useUserAction('user.deactivateAssessor');
  const extend = useUserAction('user.extendExpiryDate');
  const page = useRecordForm({
    route: 'user.update',
    schema,
    isNew: false,
    record: u,
    recordKey: userId,
    valuesOf: (d?: UserDetail): EditValues => ({
      encryptedId: userId,
      firstName: d?.firstName ?? '',
      lastName: d?.lastName ?? '',
      mobileNo: d?.mobileNo ?? '',
    }),
    request: (body) => ({ body }),
    confirm: async ({ mobileNo }) => {
      const change = mobileChange(u?.mobileNo, mobileNo, u?.mfaType);
      if (change === 'notAllowed') {
        await dialogs.message({ title: USER_MSG.notAllowedTitle, message: USER_MSG.mobileRemovalNotAllowed });
        return false;
      }
      return change !== 'confirm' || dialogs.confirm({ title: USER_MSG.mobileModificationTitle, message: USER_MSG.mobileModification });
    },
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
      case 'RESET_MFA': {
        if (!(await dialogs.confirm({ title: USER_MSG.resetMfaTitle, message: USER_MSG.resetMfaOtherConfirm }))) return;
        const answer = await resetMfa.send({ params: { userId }, body: {} });
        if (answer) await dialogs.message({ title: USER_MSG.resetMfaDoneTitle, message: answer.message || '' });
        return;
      }
      case 'ARCHIVE': {
        if (!(await dialogs.confirm({ title: USER_MSG.archiveTitle, message: USER_MSG.archiveConfirm }))) return;
        const org =
          entriesFor('ARCHIVE', u).find((e) => e.encryptedOrgId === defaultOrg)?.encryptedOrgId ??
          entriesFor('ARCHIVE', u)[0]?.encryptedOrgId ??
          defaultOrg;
        if (await archive.send({ params: { organisationId: org, userId } }))
          await dialogs.message({ title: USER_MSG.userDeletedTitle, message: USER_MSG.userArchived });
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
            <RouteField form={form} field={FIRST_NAME} readOnly={readOnly} />
            <RouteField form={form} field={LAST_NAME} readOnly={readOnly} />
            <FormField field={{ id: 'username', label: 'Username', type: 'text' }} value={u.username} readOnly />
            <RouteField form={form} field={MOBILE} readOnly={readOnly} />
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
          const answer = await (active ? activate : deactivate).send({ params: { organisationId, userId }, body: { reason } });
          if (answer) await dialogs.message({ title: active ? USER_MSG.activatedTitle : USER_MSG.deactivatedTitle, message: answer.message || '' });
        }}
      />
      <ExtendExpiryDialog
        open={pending?.kind === 'extend'}
        onCancel={() => setPending(null)}
        onSubmit={async (date) => {
          if (pending?.kind !== 'extend') return;
          const { organisationId } = pending;
          setPending(null);
          const answer = await extend.send({ params: { organisationId, userId, date } });
          if (answer)
            await dialogs.message({
              title: USER_MSG.invitationExtendedTitle,
              message: answer.message ? `${USER_MSG.dateChangeSuccess}\nNew expiry: ${answer.message}` : USER_MSG.dateChangeSuccess,
            });
        }}
      />
      {pending?.kind === 'access' && (
        <AddAccessDialog open mode={pending.mode} organisationId={pending.organisationId} userId={userId} onClose={() => setPending(null)} />
      )}
    </Stack>
  );
}
