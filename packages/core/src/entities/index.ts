import { Service, type EntityConfiguration } from 'electrodb';
import { auditLogEntity } from './audit-log.ts';
import { configLabelEntity } from './config-label.ts';
import { departmentEntity } from './department.ts';
import { organisationEntity } from './organisation.ts';
import { sessionEntity } from './session.ts';
import { userOrgAccessEntity } from './user-org-access.ts';
import { userEntity } from './user.ts';

/** Every entity on the single table, plus an ElectroDB service for transactions across them. */
export function createDb(config: Required<Pick<EntityConfiguration, 'client' | 'table'>>) {
  const entities = {
    organisation: organisationEntity(config),
    user: userEntity(config),
    userOrgAccess: userOrgAccessEntity(config),
    session: sessionEntity(config),
    department: departmentEntity(config),
    configLabel: configLabelEntity(config),
    auditLog: auditLogEntity(config),
  };
  const service = new Service(entities, config);
  return { ...entities, service };
}
export type Db = ReturnType<typeof createDb>;
