import { Button, Text } from '@chakra-ui/react';
import { ModalFrame } from './modal-frame.tsx';

export function formatCountdown(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export interface SessionExpiringProps {
  open: boolean;
  secondsLeft: number;
  /** The organisation's configured message (doc 3 sessionExpiryAlert). */
  message: string;
  /** The renewal is under way. */
  busy?: boolean;
  onRenew(): void;
  onLogout(): void;
}

/** Session-expiring dialog with a minutes and seconds countdown (doc 1 §2.14, §9). */
export function SessionExpiringDialog({ open, secondsLeft, message, busy, onRenew, onLogout }: SessionExpiringProps) {
  return (
    <ModalFrame
      open={open}
      role="alertdialog"
      title="Session Expiring"
      footer={
        <>
          <Button variant="outline" onClick={onLogout} disabled={busy}>
            Logout
          </Button>
          <Button colorPalette="blue" onClick={onRenew} loading={busy}>
            Stay signed in
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
      <Text mt="3" fontSize="2xl" fontWeight="semibold" textAlign="center" aria-live="polite" aria-label="Time left">
        {formatCountdown(secondsLeft)}
      </Text>
    </ModalFrame>
  );
}
