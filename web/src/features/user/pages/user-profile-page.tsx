import { Box, Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { PASSWORD_HINT } from '@scheduler/contracts/password-rule';
import { PROOF_STATUSES } from '@scheduler/contracts/schemas/current-proof';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { asOptions, useTimezoneList } from '../../../shared/lib/select-lists.ts';
import { mfaSetupHandOff, useSession } from '../../../shared/lib/session.tsx';
import { useCurrentProof } from '../../../shared/ui/dialogs/current-proof-dialog.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { FormField } from '../../../shared/ui/form/form-field.tsx';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { CURRENT_PROFILE, useCurrentProfile } from '../api/profile-queries.ts';
import { useUserAction } from '../api/user-queries.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { profileForm, type ProfileValues } from '../lib/profile-form.ts';
import { mobileChange, passwordChange } from '../lib/profile-rules.ts';
import { USER_MSG } from '../lib/user-messages.ts';

type Profile = CallAnswer<'user.getCurrentUserProfile'>;

export const PROFILE_TITLES: Record<Exclude<RecordMode, 'NEW'>, string> = { VIEW: 'My Profile', EDIT: 'Edit Profile' };

/** Assessors and invigilators edit a default time zone (required) and a company (doc 1 §2.9, §5). */
export function isStaffProfile(p: Pick<Profile, 'type' | 'roles'>): boolean {
  if (p.type) return p.type === 'ASSESSOR' || p.type === 'INVIGILATOR';
  return p.roles.includes('ROLE_ASSESSOR') || p.roles.includes('ROLE_INVIGILATOR');
}

function profileFields(p: Profile | undefined, timezones: { value: string; label: string }[]): Record<keyof ProfileValues, FieldDef<ProfileValues>> {
  return {
    firstName: { id: 'firstName', label: 'First Name', type: 'text', required: true },
    lastName: { id: 'lastName', label: 'Last Name', type: 'text', required: true },
    mobileNo: { id: 'mobileNo', label: 'Mobile', type: 'text', placeholder: p?.countryCode === 'NZ' ? '+64212345678' : '+61412345678' },
    encryptedTimezoneId: { id: 'encryptedTimezoneId', label: 'Default Timezone', type: 'select', required: true, options: timezones },
    companyName: { id: 'companyName', label: 'Company', type: 'text' },
    changePassword: { id: 'changePassword', label: 'Change password', type: 'checkbox' },
    currentPassword: { id: 'currentPassword', label: 'Current Password', type: 'password' },
    password: { id: 'password', label: 'Password', type: 'password', hint: PASSWORD_HINT },
    confirmPassword: { id: 'confirmPassword', label: 'Confirm Password', type: 'password' },
  };
}

const valuesOf = (p?: Profile): ProfileValues => ({
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  mobileNo: p?.mobileNo ?? '',
  encryptedTimezoneId: p?.encryptedTimezoneId ?? '',
  companyName: p?.companyName ?? '',
  changePassword: false,
  currentPassword: '',
  password: '',
  confirmPassword: '',
});

function ReadOnly({ label, value }: { label: string; value: string | undefined }) {
  return <FormField field={{ id: label.replace(/\W/g, ''), label, type: 'text' }} value={value || ''} readOnly />;
}

/** userProfile (doc 1 §2.9): the signed-in user's own profile, view and edit. */
export default function UserProfilePage() {
  const session = useSession();
  const dialogs = useDialogs();
  const proof = useCurrentProof();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useCurrentProfile();
  const p = profile.data;
  const staff = p ? isStaffProfile(p) : false;
  // A list that cannot load leaves the select empty rather than interrupting the page.
  const timezones = useTimezoneList(p?.encryptedOrganisationId, { enabled: staff, errors: 'caller' });
  const [editing, setEditing] = useState(false);
  const mode = editing ? 'EDIT' : 'VIEW';

  const all = useMemo(() => profileFields(p, asOptions(timezones.data)), [p, timezones.data]);
  const schema = useMemo(
    () => profileForm({ encryptedId: p?.encryptedId ?? '', countryCode: p?.countryCode, username: p?.username, staff }),
    [p?.encryptedId, p?.countryCode, p?.username, staff],
  );
  const form = useRouteForm('user.update', schema, { defaultValues: valuesOf() });
  // A change of one's own account answers what proof it still needs; useCurrentProof asks for it and sends again.
  const update = useRouteMutation('user.update', {
    done: ['SUCCESS', ...PROOF_STATUSES],
    onFieldErrors: form.setServerErrors,
    refusalTitle: () => USER_MSG.validationErrorTitle,
  });
  const resetMfa = useUserAction('user.resetMfa', { done: ['SUCCESS', ...PROOF_STATUSES] });
  const changing = form.watch('changePassword');
  useEffect(() => {
    if (p) form.reset(valuesOf(p));
  }, [p]);

  if (profile.isPending) return <PageLoading />;
  if (!p) return <PageHeader title={PROFILE_TITLES.VIEW} />;

  /** The session follows the profile read again after a write (its name, mobile and 2-step method). */
  const establish = () => {
    const fresh = queryClient.getQueryData(CURRENT_PROFILE.queryKey);
    if (fresh && session.login) session.establish(session.login, fresh);
  };

  const save = () =>
    form.submit(async (body) => {
      if (passwordChange(form.getValues()).kind === 'mismatch') {
        await dialogs.message({ title: PASSWORD_MESSAGES.mismatchTitle, message: PASSWORD_MESSAGES.mismatch });
        return;
      }
      const change = mobileChange(p.mobileNo, body.mobileNo, p.mfaType);
      if (change === 'notAllowed') {
        await dialogs.message({ title: USER_MSG.notAllowedTitle, message: USER_MSG.mobileRemovalNotAllowed });
        return;
      }
      if (change === 'confirm' && !(await dialogs.confirm({ title: USER_MSG.mobileModificationTitle, message: USER_MSG.mobileModification }))) return;
      // The typed current password goes first; the server asks for what else it needs (a 2-step code).
      const answer = await proof.run((given) => update.send({ body: { ...body, ...given } }));
      if (answer?.status !== 'SUCCESS') return;
      establish();
      await dialogs.message({ title: USER_MSG.profileUpdateTitle, message: answer.message || USER_MSG.profileUpdated });
      setEditing(false);
    });

  const cancel = () => {
    form.reset(valuesOf(p));
    setEditing(false);
  };

  const resetTwoStep = async () => {
    if (!(await dialogs.confirm({ title: USER_MSG.resetMfaTitle, message: USER_MSG.resetMfaConfirm }))) return;
    // Resetting one's own 2-step method needs the current password and code, asked for in turn.
    const answer = await proof.run((given) => resetMfa.send({ params: { userId: p.encryptedId }, body: given }));
    if (answer?.status !== 'SUCCESS') return;
    establish();
    const setUp = await dialogs.confirm({
      title: USER_MSG.resetMfaDoneTitle,
      message: USER_MSG.setUpMfaNow,
      okText: 'Set up now',
      cancelText: 'Later',
    });
    if (setUp) mfaSetupHandOff.go(navigate, { encryptedId: p.encryptedId, username: p.username ?? '', mobileNo: p.mobileNo, from: 'profile' });
  };

  const readOnly = mode === 'VIEW';
  const timezoneText = p.timezoneName ?? timezones.data?.find((t) => t.encryptedId === p.encryptedTimezoneId)?.name;
  return (
    <Stack gap="6">
      <PageHeader
        title={PROFILE_TITLES[mode]}
        actions={
          <>
            {readOnly && p.mfaType && (
              <Button variant="outline" colorPalette="blue" onClick={resetTwoStep}>
                Reset 2-step authentication
              </Button>
            )}
            <EditAction mode={mode} onEdit={() => setEditing(true)} />
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <RouteField form={form} field={all.firstName} readOnly={readOnly} />
            <RouteField form={form} field={all.lastName} readOnly={readOnly} />
            <ReadOnly label="Username" value={p.username} />
            <RouteField form={form} field={all.mobileNo} readOnly={readOnly} />
            {staff &&
              (readOnly ? <ReadOnly label="Default Timezone" value={timezoneText} /> : <RouteField form={form} field={all.encryptedTimezoneId} />)}
            {staff && <RouteField form={form} field={all.companyName} readOnly={readOnly} />}
            <ReadOnly label="Organisation" value={p.organisationName} />
            <ReadOnly label="2-Step Authentication" value={p.mfaTypeDisplay ?? p.mfaType ?? 'Not set'} />
          </SimpleGrid>
          {!readOnly && (
            <Box mt="6" pt="5" borderTopWidth="1px">
              <RouteField form={form} field={all.changePassword} />
              {changing && (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="4">
                  <Box gridColumn={{ md: 'span 2' }} maxW={{ md: '50%' }} pe={{ md: '2.5' }}>
                    <RouteField form={form} field={all.currentPassword} />
                  </Box>
                  <RouteField form={form} field={all.password} />
                  <RouteField form={form} field={all.confirmPassword} />
                </SimpleGrid>
              )}
            </Box>
          )}
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={cancel} onSave={save} />
      </Card.Root>
      {p.roles.includes('ROLE_CALENDAR_FEED') && <CalendarFeedCard />}
      {proof.dialog}
    </Stack>
  );
}
