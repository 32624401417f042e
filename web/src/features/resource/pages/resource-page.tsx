import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RESOURCE_MSG, resourceSave } from '@scheduler/contracts/schemas/resource';
import { useMemo } from 'react';
import type * as z from 'zod';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { resourceFields } from '../../../shared/subsets/resource/resource-form.ts';
import { useResourceTypes } from '../../../shared/subsets/resource/resource-queries.ts';
import { ResourceStatusChip } from '../../../shared/subsets/resource/resources-table.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef, FieldLayout } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRecordForm } from '../../../shared/ui/form/use-record-form.ts';
import { SingleClickButton } from '../../../shared/ui/form/single-click-button.tsx';
import { PageHeader, type Crumb } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SaveCancelFooter } from '../../../shared/ui/record-actions.tsx';
import { useResource } from '../api/resource-queries.ts';
import { ResourceBookings } from '../components/resource-bookings.tsx';

type Resource = CallAnswer<'resource.getModel'>;

export const RESOURCE_TITLES = { VIEW: 'Resource Details', EDIT: 'Edit Resource' } as const;
export const RESOURCE_UPDATED = 'Resource Updated';

type ResourceValues = z.input<typeof resourceSave>;

/** The shared resource layout (shared/subsets/resource) as fields of this form: its ids are the save body's. */
const onForm = (f: FieldLayout) => f as FieldDef<ResourceValues>;

/**
 * resource-booking/{organisationId}/{resourceId} (doc 3 §2.12): VIEW with the address on one line, the status chip,
 * the bookings subset and the ResourceBooking audit log; Edit and Archive for an active resource only (a Deleted one
 * has no actions). Edit returns to VIEW after save; Archive returns to the previous page (the organisation when opened directly).
 */
export default function ResourcePage() {
  const { organisationId = '', resourceId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const resource = useResource(resourceId);
  const types = useResourceTypes(organisationId);
  const r = resource.data;

  const all = useMemo(() => {
    const known = types.data ?? [];
    return resourceFields(r?.countryCode, r && !known.includes(r.type) ? [...known, r.type] : known, []);
  }, [r, types.data]);
  const archiveResource = useRouteMutation('resource.archive');

  const page = useRecordForm({
    route: 'resource.save',
    schema: resourceSave,
    isNew: false,
    record: r,
    recordKey: resourceId,
    valuesOf: (v?: Resource): ResourceValues => ({
      encryptedId: resourceId,
      name: v?.name ?? '',
      type: v?.type ?? '',
      encryptedAddressId: v?.encryptedAddressId,
      addressLabel: v?.addressLabel ?? '',
      addLine1: v?.addLine1 ?? '',
      addLine2: v?.addLine2 ?? '',
      city: v?.city ?? '',
      postCode: v?.postCode,
      state: v?.state ?? '',
      countryCode: v?.countryCode,
    }),
    // An empty second address line is left out, as the server keeps none.
    request: (body) => ({
      params: { organisationId: r?.encryptedOrganisationId ?? organisationId },
      body: { ...body, addLine2: body.addLine2 || undefined },
    }),
    saved: () => ({ title: 'SUCCESS', message: RESOURCE_UPDATED }),
  });
  const { mode, form } = page;

  const crumbs = useMemo<Crumb[]>(() => {
    const c: Crumb[] = [];
    if (!user?.isOrgAdmin) c.push({ label: 'Organisations List', to: '/organisation' });
    c.push({ label: r?.organisationName || 'Organisation', to: `/organisation/${organisationId}` });
    c.push({ label: r?.name ?? '' });
    return c;
  }, [user?.isOrgAdmin, r?.organisationName, r?.name, organisationId]);

  if (resource.isPending) return <PageLoading />;
  if (!r) return <PageHeader title={RESOURCE_TITLES.VIEW} crumbs={crumbs} />;

  const archive = async () => {
    const ok = await dialogs.confirm({
      title: 'Archive Resource',
      message: `Archive ${r.name}? It will show as Deleted and cannot be changed again.`,
    });
    if (!ok) return;
    const answer = await archiveResource.send({ params: { id: resourceId } });
    if (!answer) return;
    await dialogs.message({ title: RESOURCE_MSG.archivedTitle, message: answer.message || RESOURCE_MSG.archived });
    // The previous page; a page opened directly (no previous entry) goes to its organisation.
    if (location.key === 'default') navigate(`/organisation/${organisationId}`, { replace: true });
    else navigate(-1);
  };

  const { readOnly } = page;
  return (
    <Stack gap="6">
      <PageHeader
        title={mode === 'EDIT' ? RESOURCE_TITLES.EDIT : RESOURCE_TITLES.VIEW}
        crumbs={crumbs}
        chips={<ResourceStatusChip status={r.status} />}
        actions={
          mode === 'VIEW' && r.active ? (
            <HStack gap="2">
              <Button colorPalette="blue" onClick={page.edit}>
                Edit
              </Button>
              <SingleClickButton colorPalette="red" variant="outline" onClick={archive}>
                Archive
              </SingleClickButton>
            </HStack>
          ) : undefined
        }
      />
      <Card.Root>
        <Card.Body>
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <RouteField form={form} field={onForm(all.name)} readOnly={readOnly} />
              <RouteField form={form} field={onForm(all.type)} readOnly={readOnly} />
            </SimpleGrid>
            {readOnly ? (
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="medium" color="fg.muted" id="displayAddress-label">
                  Address
                </Text>
                <Text aria-labelledby="displayAddress-label" data-field="displayAddress">
                  {r.displayAddress || '-'}
                </Text>
              </Stack>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {[all.addressLabel, all.addLine1, all.addLine2, all.city, all.postCode, all.state].map((f) => (
                <RouteField key={f.id} form={form} field={onForm(f)} readOnly={readOnly} />
              ))}
            </SimpleGrid>
            {mode === 'EDIT' && (
              <Text fontSize="sm" color="fg.muted">
                The address is shared by every resource at it: a change here changes it for them too.
              </Text>
            )}
          </Stack>
        </Card.Body>
        <SaveCancelFooter mode={mode} onCancel={page.cancel} onSave={page.save} />
      </Card.Root>
      {mode === 'VIEW' && (
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="sm" mb="2">
              Bookings
            </Heading>
            <ResourceBookings resourceId={resourceId} />
          </Card.Body>
        </Card.Root>
      )}
      {mode === 'VIEW' && <AuditLog refType="ResourceBooking" refId={resourceId} />}
    </Stack>
  );
}
