/**
 * Tags a project alert may use instead of literal recipients (doc 3 §3 Project alert, §5, §9).
 * The alert codes themselves (the alert config catalogue: code, description, deliveryMethod, scope, step
 * types) and the notification tags for template bodies are not listed in the specs, so they are not here.
 */
export const ALERT_EMAIL_TAGS = ['$candidateEmail', '$assessorEmail'] as const;
export const ALERT_MOBILE_TAGS = ['$candidateMobile', '$assessorMobile'] as const;
export type AlertEmailTag = (typeof ALERT_EMAIL_TAGS)[number];
export type AlertMobileTag = (typeof ALERT_MOBILE_TAGS)[number];

/** The hint under the e-mail address box (doc 3 §5). */
export const ALERT_EMAIL_TAGS_HINT = 'Valid tags are $candidateEmail; $assessorEmail';
