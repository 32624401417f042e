/**
 * The warning of a project without its confirmation alert (an active Booking Confirmed alert; issue 18 item 1): its
 * bookings are confirmed with no e-mail or SMS, though the booking dialog promises one. `candidates` is the
 * organisation's word.
 */
export const CONFIRMATION_ALERT_WARNING = {
  title: 'No Booking Confirmed Alert',
  badge: 'No confirmation alert',
  message: (candidates: string) =>
    `${candidates} who book into this project get no confirmation email or SMS. Add a Booking Confirmed alert on the Project Alerts tab.`,
} as const;
