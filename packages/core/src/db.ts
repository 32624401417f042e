import { Service, type EntityConfiguration } from 'electrodb';
import { addressEntity } from './resource/address-entity.ts';
import { apiKeyCallCounterEntity, apiKeyEntity } from './integration/api-keys/api-key-entity.ts';
import { assessorAllocationEntity } from './meeting/assessor-allocation-entity.ts';
import { assessorHoldGuardEntity } from './meeting/assessor-hold-guard-entity.ts';
import { assessorAccessEntity } from './user/assessor-access-entity.ts';
import { auditLogEntity } from './audit/audit-log-entity.ts';
import { bookingGuardEntity } from './booking/booking-guard-entity.ts';
import { bookingEntity } from './booking/booking-entity.ts';
import { candidateInviteGuardEntity } from './invitation/candidate-invite-guard-entity.ts';
import { candidateUploadJobEntity } from './invitation/candidate-upload-job-entity.ts';
import { calendarFeedTokenEntity } from './calendar/calendar-feed-token-entity.ts';
import { calendarFeedVersionEntity } from './calendar/calendar-feed-version-entity.ts';
import { calendarFeedWindowEntity } from './calendar/calendar-feed-window-entity.ts';
import { configLabelEntity } from './label/config-label-entity.ts';
import { deliveryRecordEntity } from './notification/delivery-record-entity.ts';
import { domainEventEntity } from './domain-events/domain-event-entity.ts';
import { downloadAttemptEntity } from './download/download-attempt-entity.ts';
import { departmentEntity } from './department/department-entity.ts';
import { fieldAuditEntity } from './audit/field-audit-entity.ts';
import { fileLinkEntity } from './file/file-link-entity.ts';
import { invitationEntity } from './signup/invitation-entity.ts';
import { liveAttendeeEntity } from './live-session/live-attendee-entity.ts';
import { liveAttendeeGuardEntity } from './live-session/live-attendee-guard-entity.ts';
import { liveSessionEntity } from './live-session/live-session-entity.ts';
import { listCounterEntity } from './lists/list-counter-entity.ts';
import { meetingEntity } from './meeting/meeting-entity.ts';
import { meetingMinimumCheckEntity } from './meeting/meeting-minimum-check-entity.ts';
import { notificationTemplateEntity } from './notification/notification-template-entity.ts';
import { oneTimeCodeEntity } from './signup/one-time-code-entity.ts';
import { oneTimeProofEntity } from './identity/one-time-proof.ts';
import { pendingSignInEntity } from './identity/pending-sign-in.ts';
import { organisationEntity } from './organisation/organisation-entity.ts';
import { passwordResetRequestEntity } from './identity/password-reset-request.ts';
import { passwordResetTokenEntity } from './identity/password-reset-token.ts';
import { projectAlertEntity } from './notification/project-alert-entity.ts';
import { projectAlertCodeGuardEntity } from './notification/project-alert-code-guard-entity.ts';
import { projectEntity } from './project/project-entity.ts';
import { purgeRunEntity } from './purge/purge-run-entity.ts';
import { resourceAllocationEntity } from './resource/resource-allocation-entity.ts';
import { resourceEntity } from './resource/resource-entity.ts';
import { sessionEntity } from './identity/session-entity.ts';
import { templateCodeGuardEntity } from './notification/template-code-guard-entity.ts';
import { userOrgAccessEntity } from './user/user-org-access-entity.ts';
import { userEntity } from './user/user-entity.ts';
import { userSearchTokenEntity } from './user/user-search-token-entity.ts';
import { usernameGuardEntity } from './user/username-guard-entity.ts';
import { wsConnectionEntity } from './realtime/ws-connection-entity.ts';
import { waitlistEntryEntity } from './waitlist/waitlist-entry-entity.ts';
import { waitlistHoldEntity } from './waitlist/waitlist-hold-entity.ts';
import { waitlistStepEntity } from './waitlist/waitlist-step-entity.ts';
import { webhookDeliveryEntity } from './integration/webhooks/webhook-delivery-entity.ts';
import { webhookSubscriptionEntity } from './integration/webhooks/webhook-subscription-entity.ts';

/** Every entity on the single table, plus an ElectroDB service for transactions across them. */
export function createDb(config: Required<Pick<EntityConfiguration, 'client' | 'table'>>) {
  const entities = {
    organisation: organisationEntity(config),
    user: userEntity(config),
    userOrgAccess: userOrgAccessEntity(config),
    userSearchToken: userSearchTokenEntity(config),
    session: sessionEntity(config),
    department: departmentEntity(config),
    configLabel: configLabelEntity(config),
    auditLog: auditLogEntity(config),
    project: projectEntity(config),
    projectAlert: projectAlertEntity(config),
    projectAlertCodeGuard: projectAlertCodeGuardEntity(config),
    notificationTemplate: notificationTemplateEntity(config),
    templateCodeGuard: templateCodeGuardEntity(config),
    deliveryRecord: deliveryRecordEntity(config),
    domainEvent: domainEventEntity(config),
    resource: resourceEntity(config),
    resourceAllocation: resourceAllocationEntity(config),
    address: addressEntity(config),
    invitation: invitationEntity(config),
    oneTimeProof: oneTimeProofEntity(config),
    downloadAttempt: downloadAttemptEntity(config),
    pendingSignIn: pendingSignInEntity(config),
    oneTimeCode: oneTimeCodeEntity(config),
    passwordResetToken: passwordResetTokenEntity(config),
    passwordResetRequest: passwordResetRequestEntity(config),
    meeting: meetingEntity(config),
    assessorAllocation: assessorAllocationEntity(config),
    assessorHoldGuard: assessorHoldGuardEntity(config),
    meetingMinimumCheck: meetingMinimumCheckEntity(config),
    booking: bookingEntity(config),
    bookingGuard: bookingGuardEntity(config),
    fieldAudit: fieldAuditEntity(config),
    fileLink: fileLinkEntity(config),
    calendarFeedToken: calendarFeedTokenEntity(config),
    calendarFeedVersion: calendarFeedVersionEntity(config),
    calendarFeedWindow: calendarFeedWindowEntity(config),
    wsConnection: wsConnectionEntity(config),
    liveSession: liveSessionEntity(config),
    liveAttendee: liveAttendeeEntity(config),
    liveAttendeeGuard: liveAttendeeGuardEntity(config),
    assessorAccess: assessorAccessEntity(config),
    usernameGuard: usernameGuardEntity(config),
    listCounter: listCounterEntity(config),
    purgeRun: purgeRunEntity(config),
    candidateInviteGuard: candidateInviteGuardEntity(config),
    candidateUploadJob: candidateUploadJobEntity(config),
    waitlistEntry: waitlistEntryEntity(config),
    waitlistHold: waitlistHoldEntity(config),
    waitlistStep: waitlistStepEntity(config),
    apiKey: apiKeyEntity(config),
    apiKeyCallCounter: apiKeyCallCounterEntity(config),
    webhookSubscription: webhookSubscriptionEntity(config),
    webhookDelivery: webhookDeliveryEntity(config),
  };
  const service = new Service(entities, config);
  return { ...entities, service };
}
export type Db = ReturnType<typeof createDb>;
