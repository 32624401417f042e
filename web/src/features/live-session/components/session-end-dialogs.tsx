import { Button, Text } from '@chakra-ui/react';
import { LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { pageNavigation } from '../lib/preview-media.ts';
import type { RoomEnd } from '../lib/use-session-room.ts';
import type { MediaSession } from '../media/media-session.ts';

/**
 * doc 2 §4, §8: 'Meeting Ended' when the host ends the session (OK reloads the page), 'Session Active on Another
 * Device' when this person joined elsewhere (OK goes home). Either way this page's media stops at once.
 */
export function SessionEndDialogs({ end, media }: { end?: RoomEnd; media: MediaSession }) {
  const navigate = useNavigate();
  const words = useLabelWords();
  useEffect(() => {
    if (end) void media.leave().catch(() => undefined);
  }, [end, media]);
  if (!end) return null;
  const ended = end === 'ended';
  const ok = () => (ended ? pageNavigation.reload() : navigate('/home'));
  return (
    <ModalFrame
      open
      role="alertdialog"
      title={words(ended ? LIVE_SESSION_MESSAGES.endedTitle : LIVE_SESSION_MESSAGES.anotherDeviceTitle)}
      footer={
        <Button colorPalette="blue" onClick={ok}>
          OK
        </Button>
      }
    >
      <Text>{words(ended ? LIVE_SESSION_MESSAGES.ended : LIVE_SESSION_MESSAGES.anotherDevice)}</Text>
    </ModalFrame>
  );
}
