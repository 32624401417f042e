import { Badge } from '@chakra-ui/react';
import { statusPalette, statusText } from '../lib/user-status.ts';

/** A status chip in the spec's status colours (doc 1 §4). */
export function StatusBadge({ status, size = 'sm' }: { status: string | undefined; size?: 'sm' | 'md' | 'lg' }) {
  if (!status) return null;
  return (
    <Badge colorPalette={statusPalette(status)} size={size} data-status-palette={statusPalette(status)}>
      {statusText(status)}
    </Badge>
  );
}
