import { Service, type EntityConfiguration } from 'electrodb';
import { addressEntity } from './address.ts';
import { assessorAccessEntity } from './assessor-access.ts';
import { auditLogEntity } from './audit-log.ts';
import { bookingGuardEntity } from './booking-guard.ts';
import { bookingEntity } from './booking.ts';
import { calendarFeedTokenEntity } from './calendar-feed-token.ts';
import { configLabelEntity } from './config-label.ts';
import { departmentEntity } from './department.ts';
import { fieldAuditEntity } from './field-audit.ts';
import { fileLinkEntity } from './file-link.ts';
import { invitationEntity } from './invitation.ts';
import { meetingEntity } from './meeting.ts';
import { notificationTemplateEntity } from './notification-template.ts';
import { oneTimeCodeEntity } from './one-time-code.ts';
import { oneTimeProofEntity } from './one-time-proof.ts';
import { pendingSignInEntity } from './pending-sign-in.ts';
import { organisationEntity } from './organisation.ts';
import { passwordResetRequestEntity } from './password-reset-request.ts';
import { passwordResetTokenEntity } from './password-reset-token.ts';
import { projectAlertEntity } from './project-alert.ts';
import { projectEntity } from './project.ts';
import { resourceAllocationEntity } from './resource-allocation.ts';
import { resourceEntity } from './resource.ts';
import { sessionEntity } from './session.ts';
import { templateCodeGuardEntity } from './template-code-guard.ts';
import { userOrgAccessEntity } from './user-org-access.ts';
import { userEntity } from './user.ts';
import { usernameGuardEntity } from './username-guard.ts';
import { wsConnectionEntity } from './ws-connection.ts';

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
    project: projectEntity(config),
    projectAlert: projectAlertEntity(config),
    notificationTemplate: notificationTemplateEntity(config),
    templateCodeGuard: templateCodeGuardEntity(config),
    resource: resourceEntity(config),
    resourceAllocation: resourceAllocationEntity(config),
    address: addressEntity(config),
    invitation: invitationEntity(config),
    oneTimeProof: oneTimeProofEntity(config),
    pendingSignIn: pendingSignInEntity(config),
    oneTimeCode: oneTimeCodeEntity(config),
    passwordResetToken: passwordResetTokenEntity(config),
    passwordResetRequest: passwordResetRequestEntity(config),
    meeting: meetingEntity(config),
    booking: bookingEntity(config),
    bookingGuard: bookingGuardEntity(config),
    fieldAudit: fieldAuditEntity(config),
    fileLink: fileLinkEntity(config),
    calendarFeedToken: calendarFeedTokenEntity(config),
    wsConnection: wsConnectionEntity(config),
    assessorAccess: assessorAccessEntity(config),
    usernameGuard: usernameGuardEntity(config),
  };
  const service = new Service(entities, config);
  return { ...entities, service };
}
export type Db = ReturnType<typeof createDb>;
