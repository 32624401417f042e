/** Chakra colour palettes of the status colours (doc 1 §4). */
export type StatusPalette = 'red' | 'orange' | 'green' | 'gray' | 'blue';

/**
 * cancelled is danger; pending and inactive are warning; active and confirmed are success;
 * deleted and archived are the archived style; others are info.
 */
export function statusPalette(status: string | undefined): StatusPalette {
  switch ((status ?? '').trim().toUpperCase()) {
    case 'CANCELLED':
      return 'red';
    case 'PENDING':
    case 'INACTIVE':
      return 'orange';
    case 'ACTIVE':
    case 'CONFIRMED':
      return 'green';
    case 'DELETED':
    case 'ARCHIVED':
      return 'gray';
    default:
      return 'blue';
  }
}

/** 'INVITED' → 'Invited'; text that is already mixed case is shown as it is. */
export function statusText(status: string | undefined): string {
  const s = (status ?? '').trim();
  if (!s || s !== s.toUpperCase()) return s;
  return s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');
}
