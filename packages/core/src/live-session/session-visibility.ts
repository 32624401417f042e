import type { SessionRole } from '@scheduler/contracts/live-session';

/**
 * Who in a live session may see and reach whom (doc 2 §6 Live session; issue 12 design "Visibility"). One pure rule
 * read by the relay for every message (and by getAttendeeName): hosts and co-hosts see and reach everyone; a candidate
 * sees and reaches the hosts and co-hosts, and other candidates only when the organisation lets candidates see each
 * other. Chat is narrower: 'A candidate chats only with the main host' unless candidates may see each other; their
 * line to Everyone then reaches the main host alone.
 */
export interface Participant {
  attendeeId: string;
  role: SessionRole;
  /** The meeting's assessor. */
  mainHost: boolean;
}

export interface VisibilityRules {
  candidatesCanSeeEachOther: boolean;
}

/** The chat recipient meaning everyone the sender may write to (doc 2 §3 chat message). */
export const CHAT_EVERYONE = 'Everyone';

export const isStaff = (p: Pick<Participant, 'role'>): boolean => p.role === 'host' || p.role === 'cohost';

/** Whether `viewer` sees `other`'s video and presence (and may signal to them). Symmetric. */
export function maySee(viewer: Participant, other: Participant, rules: VisibilityRules): boolean {
  if (viewer.attendeeId === other.attendeeId) return true;
  if (isStaff(viewer) || isStaff(other)) return true;
  return rules.candidatesCanSeeEachOther;
}

/** The participants among `others` that `viewer` sees, `viewer` itself left out. */
export function visibleTo<P extends Participant>(viewer: Participant, others: readonly P[], rules: VisibilityRules): P[] {
  return others.filter((o) => o.attendeeId !== viewer.attendeeId && maySee(viewer, o, rules));
}

/** Whether `sender` may write a chat line to `recipient` alone. */
export function mayChatWith(sender: Participant, recipient: Participant, rules: VisibilityRules): boolean {
  if (sender.attendeeId === recipient.attendeeId) return false;
  if (isStaff(sender) || rules.candidatesCanSeeEachOther) return maySee(sender, recipient, rules);
  return recipient.mainHost;
}

/** Where a chat line goes: its recipients and the recipient the relayed line names (an attendee id or CHAT_EVERYONE). */
export type ChatRouting<P> = { ok: true; recipients: P[]; recipient: string } | { ok: false; reason: 'unknown-recipient' | 'not-allowed' };

/**
 * The participants a chat line of `sender` to `to` (an attendee id or CHAT_EVERYONE) reaches, among `present`.
 * A candidate who may not see other candidates chats only with the main host: their line to Everyone reaches the main
 * host alone and names them as its recipient (a page that still offers Everyone is not a way around the rule).
 */
export function routeChat<P extends Participant>(sender: Participant, to: string, present: readonly P[], rules: VisibilityRules): ChatRouting<P> {
  const others = present.filter((p) => p.attendeeId !== sender.attendeeId);
  if (to === CHAT_EVERYONE) {
    if (isStaff(sender) || rules.candidatesCanSeeEachOther) return { ok: true, recipients: visibleTo(sender, others, rules), recipient: to };
    const mainHost = others.find((p) => p.mainHost);
    return mainHost ? { ok: true, recipients: [mainHost], recipient: mainHost.attendeeId } : { ok: false, reason: 'unknown-recipient' };
  }
  const recipient = others.find((p) => p.attendeeId === to);
  if (!recipient) return { ok: false, reason: 'unknown-recipient' };
  return mayChatWith(sender, recipient, rules) ? { ok: true, recipients: [recipient], recipient: to } : { ok: false, reason: 'not-allowed' };
}

export type ControlRouting<P> = { ok: true; recipients: P[] } | { ok: false; reason: 'not-host' | 'unknown-target' | 'no-target' };

/**
 * The participants a host's control message reaches: mute / unmute goes to its target (which mutes itself: Chime has
 * no remote mute), muteAll to every candidate present. Only hosts and co-hosts control.
 */
export function routeControl<P extends Participant>(
  sender: Participant,
  control: 'mute' | 'unmute' | 'muteAll',
  targetAttendeeId: string | undefined,
  present: readonly P[],
): ControlRouting<P> {
  if (!isStaff(sender)) return { ok: false, reason: 'not-host' };
  if (control === 'muteAll') return { ok: true, recipients: present.filter((p) => p.role === 'candidate' && p.attendeeId !== sender.attendeeId) };
  if (!targetAttendeeId) return { ok: false, reason: 'no-target' };
  const target = present.find((p) => p.attendeeId === targetAttendeeId);
  return target ? { ok: true, recipients: [target] } : { ok: false, reason: 'unknown-target' };
}
