import { Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TableRow } from '../../lib/api/index.ts';
import { useSession } from '../../lib/session.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';

type Row = TableRow<'noti-template.getList'>;

const openLink = (r: Row) => (
  <Link asChild colorPalette="blue" onClick={(e) => e.stopPropagation()}>
    <RouterLink to={`/notiTemplate/${r.encryptedId}`} aria-label={`Open ${r.name}`}>
      Open
    </RouterLink>
  </Link>
);

/** Columns of doc 3 §2.8: Organisation, Scope and Alert Name for grid admins only. */
export function notiTemplateColumns(gridAdmin: boolean, withOrganisation: boolean): Column<Row>[] {
  return [
    { key: 'name', label: 'Notification name', sortable: true },
    ...(gridAdmin && withOrganisation ? [{ key: 'organisationName', label: 'Organisation', sortable: true }] : []),
    ...(gridAdmin ? [{ key: 'scope', label: 'Scope', sortable: true }] : []),
    { key: 'deliveryMethod', label: 'Method', sortable: true },
    ...(gridAdmin ? [{ key: 'codeDescription', label: 'Alert Name', sortable: true }] : []),
    { key: 'link', label: 'Link', render: openLink },
  ];
}

export interface NotiTemplateTableProps {
  /** An organisation's id, or NA for every organisation the caller may see. */
  organisationId: string;
  /** The Organisation column (the list of every organisation shows it; an organisation's own tab does not). */
  withOrganisation?: boolean;
  listKey?: string;
  pageSize?: number;
  /** Controls beside the search box; the organisation tab's Add Template is the default for a grid admin. */
  toolbar?: ReactNode;
}

/**
 * Notification templates (doc 3 §2.8): the /notiTemplate list and the organisation page's Notification Templates
 * tab. A row opens the template.
 */
export function NotiTemplateTable({ organisationId, withOrganisation = false, listKey, pageSize, toolbar }: NotiTemplateTableProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const gridAdmin = !!user?.isGridAdmin;
  const addTemplate =
    gridAdmin && organisationId !== 'NA' ? (
      <Button colorPalette="blue" onClick={() => navigate(`/notiTemplate/Create?organisationId=${encodeURIComponent(organisationId)}`)}>
        Add Template
      </Button>
    ) : undefined;
  return (
    <DataTable
      route="noti-template.getList"
      params={{ organisationId }}
      columns={notiTemplateColumns(gridAdmin, withOrganisation)}
      rowKey={(r) => r.encryptedId ?? r.name}
      defaultSort={{ column: 'name', direction: 'asc' }}
      listKey={listKey}
      pageSize={pageSize}
      exportFileName="notification_template_export"
      onRowClick={(r) => navigate(`/notiTemplate/${r.encryptedId}`)}
      caption="Notification Templates"
      toolbar={toolbar ?? addTemplate}
    />
  );
}
