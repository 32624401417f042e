import { Button, HStack, List, Spinner, Tabs } from '@chakra-ui/react';
import type { CountryCode } from '@scheduler/contracts/roles';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, type TableRow } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import { NotiTemplateTable } from '../../../shared/subsets/noti-template/noti-template-table.tsx';
import { ResourcesTable } from '../../../shared/subsets/resource/resources-table.tsx';
import { AddUserDialog, type AddUserRole } from '../../../shared/subsets/user/add-user-dialog.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';

// The integration tabs load when opened: the organisation page's own chunk stays as it was.
const ApiKeysPanel = lazy(() => import('../../../shared/subsets/integration/api-keys-panel.tsx'));
const WebhooksPanel = lazy(() => import('../../../shared/subsets/integration/webhooks-panel.tsx'));

export const ORGANISATION_TABS = ['ASSESSORS', 'ORG_USERS', 'DEPARTMENTS', 'TEMPLATES', 'RESOURCES', 'API_KEYS', 'WEBHOOKS', 'AUDIT'] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];
const isTab = (v: unknown): v is OrganisationTab => (ORGANISATION_TABS as readonly unknown[]).includes(v);
/** The remembered tab is kept per organisation (doc 3 §2.2). */
export const organisationTabsKey = (organisationId: string) => `organisation-page-${organisationId}`;

const USER_COLUMNS: Column<TableRow<'user.getUserListByOrg'>>[] = [
  { key: 'fullName', label: 'Name', sortable: true },
  { key: 'username', label: 'Email', sortable: true },
  { key: 'typeDisplay', label: 'Type' },
  { key: 'status', label: 'Status' },
];
const DEPARTMENT_COLUMNS: Column<TableRow<'department.list'>>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'description', label: 'Description', sortable: true },
];

export interface OrganisationSubsetTabsProps {
  organisationId: string;
  countryCode: CountryCode | undefined;
  gridAdmin: boolean;
}

/**
 * The organisation page's subset tabs (doc 3 §2.2): assessor/invigilator users, Organisation Users, Departments,
 * Notification Templates (grid admin), Resources List, API Keys and Webhooks (DESIGN §17, admins of the organisation,
 * as the whole page), Audit Log; the last tab remembered per organisation.
 */
export function OrganisationSubsetTabs({ organisationId, countryCode, gridAdmin }: OrganisationSubsetTabsProps) {
  const navigate = useNavigate();
  const label = useLabels();
  const staff = `${label('ASSESSOR')}/${label('INVIGILATOR')}`;
  const tabs = ORGANISATION_TABS.filter((t) => t !== 'TEMPLATES' || gridAdmin);
  const remembered = listState.read(organisationTabsKey(organisationId)).tab;
  const [tab, setTab] = useState<OrganisationTab>(isTab(remembered) && tabs.includes(remembered) ? remembered : 'ASSESSORS');
  const [adding, setAdding] = useState<AddUserRole | null>(null);
  const dialogs = useDialogs();
  /** Missing Templates: the alert names of the catalogue without a template of this organisation, with their methods. */
  const showMissingTemplates = async () => {
    const missing = await api.call('noti-template.getConfigAlertMissing', { params: { organisationId } });
    await dialogs.message({
      title: 'Missing Templates',
      message: missing.length ? (
        <List.Root ps="5">
          {missing.map((m) => (
            <List.Item key={`${m.code ?? m.description}-${m.deliveryMethod ?? ''}`}>
              {m.description}
              {m.deliveryMethod ? ` (${m.deliveryMethod})` : ''}
            </List.Item>
          ))}
        </List.Root>
      ) : (
        'This organisation has a template for every Alert Name.'
      ),
    });
  };
  const titles: Record<OrganisationTab, string> = {
    ASSESSORS: `${staff} Users`,
    ORG_USERS: 'Organisation Users',
    DEPARTMENTS: 'Departments',
    TEMPLATES: 'Notification Templates',
    RESOURCES: 'Resources List',
    API_KEYS: 'API Keys',
    WEBHOOKS: 'Webhooks',
    AUDIT: 'Audit Log',
  };
  const users = (filter: 'org_admin' | 'all_assessors', role: AddUserRole, button: string) => (
    <DataTable
      key={filter}
      route="user.getUserListByOrg"
      params={{ organisationId, filter }}
      columns={USER_COLUMNS}
      rowKey={(r) => r.encryptedId ?? r.username ?? ''}
      defaultSort={{ column: 'fullName', direction: 'asc' }}
      pageSize={10}
      listKey={`organisation-${filter}-${organisationId}`}
      onRowClick={(r) => r.encryptedId && navigate(`/user/${r.encryptedId}`)}
      caption={titles[role === 'Assessor' ? 'ASSESSORS' : 'ORG_USERS']}
      toolbar={
        <Button colorPalette="blue" onClick={() => setAdding(role)}>
          {button}
        </Button>
      }
    />
  );

  return (
    <>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (!isTab(e.value)) return;
          listState.write(organisationTabsKey(organisationId), { tab: e.value });
          setTab(e.value);
        }}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t} value={t} whiteSpace="nowrap" flexShrink={0}>
              {titles[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5">
          {tab === 'ASSESSORS' && users('all_assessors', 'Assessor', `Add ${staff}`)}
          {tab === 'ORG_USERS' && users('org_admin', 'Organisation', 'Add Organisation User')}
          {tab === 'DEPARTMENTS' && (
            <DataTable
              route="department.list"
              params={{ organisationId }}
              columns={DEPARTMENT_COLUMNS}
              rowKey={(r) => r.encryptedId}
              defaultSort={{ column: 'name', direction: 'asc' }}
              pageSize={10}
              listKey={`organisation-departments-${organisationId}`}
              onRowClick={(r) => navigate(`/department/${organisationId}/${r.encryptedId}`)}
              caption="Departments"
              toolbar={
                <Button colorPalette="blue" onClick={() => navigate(`/department/${organisationId}/Create`)}>
                  Add Department
                </Button>
              }
            />
          )}
          {tab === 'TEMPLATES' && (
            <NotiTemplateTable
              organisationId={organisationId}
              listKey={`organisation-templates-${organisationId}`}
              pageSize={10}
              toolbar={
                <HStack gap="2">
                  <Button variant="outline" onClick={() => void showMissingTemplates()}>
                    Missing Templates
                  </Button>
                  <Button colorPalette="blue" onClick={() => navigate(`/notiTemplate/Create?organisationId=${encodeURIComponent(organisationId)}`)}>
                    Add Template
                  </Button>
                </HStack>
              }
            />
          )}
          {tab === 'RESOURCES' && <ResourcesTable organisationId={organisationId} countryCode={countryCode} />}
          {(tab === 'API_KEYS' || tab === 'WEBHOOKS') && (
            <Suspense fallback={<Spinner size="sm" aria-label="Loading" />}>
              {tab === 'API_KEYS' ? <ApiKeysPanel organisationId={organisationId} /> : <WebhooksPanel organisationId={organisationId} />}
            </Suspense>
          )}
          {tab === 'AUDIT' && <AuditLog refType="Organisation" refId={organisationId} defaultOpen />}
        </Tabs.Content>
      </Tabs.Root>
      <AddUserDialog open={adding !== null} onClose={() => setAdding(null)} organisationId={organisationId} roleType={adding ?? 'Organisation'} />
    </>
  );
}
