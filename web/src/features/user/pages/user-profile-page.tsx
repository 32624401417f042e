import { Box, Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords, PASSWORD_HINT } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, type CallAnswer, type CallRequest } from '../../../shared/lib/api/index.ts';
import { mfaSetupHandOff, useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { submitForm } from '../../../shared/ui/form/submit-form.ts';
import { useFieldForm, type FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { EditAction, SaveCancelFooter, type RecordMode } from '../../../shared/ui/record-actions.tsx';
import { resetMfa, updateUser, useCurrentProfile } from '../api/profile-queries.ts';
import { asOptions, useTimezoneList } from '../../../shared/lib/select-lists.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { useCurrentProof } from '../../../shared/ui/dialogs/current-proof-dialog.tsx';
import { mobileChange, mobilePatternFor, passwordChange } from '../lib/profile-rules.ts';
import { USER_MSG } from '../lib/user-messages.ts';

export const PROFILE_TITLES: Record<Exclude<RecordMode, 'NEW'>, string> = { VIEW: 'My Profile', EDIT: 'Edit Profile' };

/** Assessors and invigilators edit a default time zone (required) and a company (doc 1 §2.9, §5). */
export function isStaffProfile(p: Pick<CallAnswer<'user.getCurrentUserProfile'>, 'type' | 'roles'>): boolean {
  if (p.type) return p.type === 'ASSESSOR' || p.type === 'INVIGILATOR';
  return p.roles.includes('ROLE_ASSESSOR') || p.roles.includes('ROLE_INVIGILATOR');
}

function profileFields(
  p: CallAnswer<'user.getCurrentUserProfile'> | undefined,
  timezones: { value: string; label: string }[],
): Record<string, FieldDef> {
  return {
    firstName: { id: 'firstName', label: 'First Name', type: 'text', required: true, minLength: 1, maxLength: 200 },
    lastName: { id: 'lastName', label: 'Last Name', type: 'text', required: true, minLength: 1, maxLength: 200 },
    mobileNo: {
      id: 'mobileNo',
      label: 'Mobile',
      type: 'text',
      maxLength: 20,
      patterns: [mobilePatternFor(p?.countryCode)],
      placeholder: p?.countryCode === 'NZ' ? '+64212345678' : '+61412345678',
    },
    encryptedTimezoneId: { id: 'encryptedTimezoneId', label: 'Default Timezone', type: 'select', required: true, options: timezones },
    companyName: { id: 'companyName', label: 'Company', type: 'text', maxLength: 200 },
    changePassword: { id: 'changePassword', label: 'Change password', type: 'checkbox' },
    currentPassword: { id: 'currentPassword', label: 'Current Password', type: 'password', maxLength: 256 },
    password: { id: 'password', label: 'Password', type: 'password', maxLength: 256, hint: PASSWORD_HINT },
    confirmPassword: { id: 'confirmPassword', label: 'Confirm Password', type: 'password', maxLength: 256 },
  };
}

const valuesOf = (p?: CallAnswer<'user.getCurrentUserProfile'>): FormValues => ({
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
  const [changing, setChanging] = useState(false);
  const active = useMemo(
    () => [
      all.firstName,
      all.lastName,
      all.mobileNo,
      ...(staff ? [all.encryptedTimezoneId, all.companyName] : []),
      ...(changing ? [all.currentPassword, all.password, all.confirmPassword] : []),
    ],
    [all, staff, changing],
  );
  const form = useFieldForm(active, valuesOf());
  useEffect(() => {
    if (p) {
      form.reset(valuesOf(p));
      setChanging(false);
    }
  }, [p]);

  if (profile.isPending) return <PageLoading />;
  if (!p) return <PageHeader title={PROFILE_TITLES.VIEW} />;

  const bind = (f: FieldDef) => {
    const bound = form.bind(f);
    return f.id === 'changePassword' ? { ...bound, onChange: (v: FormValues[string]) => (bound.onChange(v), setChanging(v === true)) } : bound;
  };
  const text = (id: string) => String(form.values[id] ?? '').trim();
  const passwords = () =>
    passwordChange({
      changePassword: changing,
      password: String(form.values.password ?? ''),
      confirmPassword: String(form.values.confirmPassword ?? ''),
    });

  const reload = async () => {
    const fresh = (await profile.refetch()).data;
    if (fresh && session.login) session.establish(session.login, fresh);
  };

  const validate = (): boolean => {
    const ok = form.validate();
    const pw = passwords();
    if (pw.kind === 'change') {
      // Changing the password asks for the current one (the server asks again, with the 2-step code, if needed).
      if (!String(form.values.currentPassword ?? '')) {
        form.setServerErrors({ currentPassword: `Please enter ${all.currentPassword.label}` });
        return false;
      }
      const problem = passwordProblem(pw.password, personalWords({ firstName: text('firstName'), lastName: text('lastName'), email: p.username }));
      if (problem) {
        form.setServerErrors({ password: problem });
        return false;
      }
    }
    return ok;
  };

  const save = () =>
    submitForm({
      validate,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: async () => {
        const pw = passwords();
        if (pw.kind === 'mismatch') {
          await dialogs.message({ title: PASSWORD_MESSAGES.mismatchTitle, message: PASSWORD_MESSAGES.mismatch });
          return;
        }
        const mobileNo = text('mobileNo');
        const change = mobileChange(p.mobileNo, mobileNo, p.mfaType);
        if (change === 'notAllowed') {
          await dialogs.message({ title: USER_MSG.notAllowedTitle, message: USER_MSG.mobileRemovalNotAllowed });
          return;
        }
        if (change === 'confirm' && !(await dialogs.confirm({ title: USER_MSG.mobileModificationTitle, message: USER_MSG.mobileModification })))
          return;
        const body: CallRequest<'user.update'>['body'] = {
          encryptedId: p.encryptedId,
          firstName: text('firstName'),
          lastName: text('lastName'),
          mobileNo,
          ...(staff ? { encryptedTimezoneId: text('encryptedTimezoneId'), companyName: text('companyName') } : {}),
          ...(pw.kind === 'change'
            ? {
                changePassword: true,
                password: pw.password,
                confirmPassword: pw.confirmPassword,
                currentPassword: String(form.values.currentPassword ?? ''),
              }
            : {}),
        };
        let answer;
        try {
          // The typed current password goes first; the server asks for what else it needs (a 2-step code).
          answer = await proof.run((given) => updateUser({ ...body, ...given }));
        } catch (e) {
          if (e instanceof ApiError && e.httpStatus === 400) {
            if (e.fieldErrors) form.setServerErrors(e.fieldErrors);
            await dialogs.message({ title: USER_MSG.validationErrorTitle, message: e.message || MSG.validationFailed });
          }
          return;
        }
        if (!answer) return;
        if (answer.status !== 'SUCCESS') {
          await dialogs.message({ title: USER_MSG.validationErrorTitle, message: answer.message || MSG.generic });
          return;
        }
        await reload();
        await queryClient.invalidateQueries({ queryKey: ['table'] });
        await dialogs.message({ title: USER_MSG.profileUpdateTitle, message: answer.message || USER_MSG.profileUpdated });
        setEditing(false);
      },
    });

  const cancel = () => {
    form.reset(valuesOf(p));
    setChanging(false);
    setEditing(false);
  };

  const resetTwoStep = async () => {
    if (!(await dialogs.confirm({ title: USER_MSG.resetMfaTitle, message: USER_MSG.resetMfaConfirm }))) return;
    // Resetting one's own 2-step method needs the current password and code, asked for in turn.
    let answer;
    try {
      answer = await proof.run((given) => resetMfa(p.encryptedId, given));
    } catch (e) {
      if (e instanceof ApiError && e.httpStatus === 400) await dialogs.message({ title: USER_MSG.failedTitle, message: e.message || MSG.generic });
      return;
    }
    if (!answer) return;
    if (answer.status !== 'SUCCESS') {
      await dialogs.message({ title: answer.status || USER_MSG.failedTitle, message: answer.message || MSG.generic });
      return;
    }
    await reload();
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
            <FormField {...bind(all.firstName)} readOnly={readOnly} />
            <FormField {...bind(all.lastName)} readOnly={readOnly} />
            <ReadOnly label="Username" value={p.username} />
            <FormField {...bind(all.mobileNo)} readOnly={readOnly} />
            {staff && (readOnly ? <ReadOnly label="Default Timezone" value={timezoneText} /> : <FormField {...bind(all.encryptedTimezoneId)} />)}
            {staff && <FormField {...bind(all.companyName)} readOnly={readOnly} />}
            <ReadOnly label="Organisation" value={p.organisationName} />
            <ReadOnly label="2-Step Authentication" value={p.mfaTypeDisplay ?? p.mfaType ?? 'Not set'} />
          </SimpleGrid>
          {!readOnly && (
            <Box mt="6" pt="5" borderTopWidth="1px">
              <FormField {...bind(all.changePassword)} />
              {changing && (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="4">
                  <Box gridColumn={{ md: 'span 2' }} maxW={{ md: '50%' }} pe={{ md: '2.5' }}>
                    <FormField {...bind(all.currentPassword)} />
                  </Box>
                  <FormField {...bind(all.password)} />
                  <FormField {...bind(all.confirmPassword)} />
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
