import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LIVE_SESSION, LIVE_SESSION_MESSAGES, type JoinInfo, type SessionPeer } from '@scheduler/contracts/live-session';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { DeviceTestDialog } from '../device-test/device-test-dialog.tsx';
import type { SessionPlatform } from '../lib/session-platform.ts';
import { ownerOf, useSessionRoom } from '../lib/use-session-room.ts';
import type { MediaDevicesChoice, MediaSession, VideoTile } from '../media/media-session.ts';
import type { SessionChannel } from '../media/session-channel.ts';
import { useMediaState } from '../media/use-media-state.ts';
import { ChatPanel } from './chat-panel.tsx';
import { ParticipantsPanel } from './participants-panel.tsx';
import { SessionEndDialogs } from './session-end-dialogs.tsx';
import { SessionTimer } from './session-timer.tsx';
import { GridTiles, LargeTiles } from './tile-layout.tsx';

export interface SessionViewProps {
  meetingId: string;
  info: JoinInfo;
  media: MediaSession;
  channel: SessionChannel;
  platform: SessionPlatform;
  startedAt?: string;
  candidatesSeeEachOther: boolean;
  devices: MediaDevicesChoice;
  onDevicesChange(devices: MediaDevicesChoice): void;
  /** The host ended the session (finishMeeting answered). */
  onFinish(): Promise<void>;
  /** This participant left (the Leave button). */
  onLeave(): Promise<void>;
}

type Panel = 'chat' | 'participants' | undefined;

/** The live session (doc 2 §2 Live meeting session, §5, §6): tiles, toolbar, chat and participants panels. */
export function SessionView(props: SessionViewProps) {
  const { meetingId, info, media, channel, platform } = props;
  const state = useMediaState(media);
  const room = useSessionRoom(channel, media, info, meetingId);
  const dialogs = useDialogs();
  const host = info.attendee.role !== 'candidate';
  const [panel, setPanel] = useState<Panel>();
  const [view, setView] = useState<'grid' | 'large'>('grid');
  const [selected, setSelected] = useState<string>();
  const [settings, setSettings] = useState(false);
  const largeRef = useRef<HTMLDivElement | null>(null);

  const names = useMemo(() => new Map([[room.self.attendeeId, room.self.name], ...room.peers.map((p) => [p.attendeeId, p.name] as const)]), [room]);
  const nameOf = (attendeeId: string) => names.get(ownerOf(attendeeId)) ?? 'Participant';
  const tileName = (t: VideoTile) => nameOf(t.attendeeId);

  // Own tile first, then screen shares, then the others as they came.
  const tiles = useMemo(
    () => [...state.tiles].sort((a, b) => Number(b.local) - Number(a.local) || Number(b.content) - Number(a.content)),
    [state.tiles],
  );
  const main = tiles.find((t) => t.tileId === selected) ?? tiles.find((t) => t.content && !t.local) ?? tiles.find((t) => !t.local) ?? tiles[0];

  // Leaving the page any other way (back, a link) stops the camera and microphone too. The check a tick later lets
  // React's development double mount keep the session it re-mounts.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) void media.leave().catch(() => undefined);
      }, 0);
    };
  }, [media]);

  const { shareOffer, clearShareOffer, stoppedShare } = room;
  const tilesNow = useRef(state.tiles);
  tilesNow.current = state.tiles;
  useEffect(() => {
    if (!shareOffer) return;
    let current = true;
    void dialogs
      .confirm({ title: 'Screen share', message: LIVE_SESSION_MESSAGES.screenShareSwitch(shareOffer.name), okText: 'Yes', cancelText: 'No' })
      .then((yes) => {
        if (!current) return;
        clearShareOffer();
        if (!yes) return;
        const content = tilesNow.current.find((t) => t.content && ownerOf(t.attendeeId) === shareOffer.attendeeId);
        setSelected(content?.tileId ?? shareOffer.attendeeId + LIVE_SESSION.contentSuffix);
        setView('large');
      });
    return () => {
      current = false;
    };
  }, [shareOffer, clearShareOffer, dialogs]);
  useEffect(() => {
    if (stoppedShare && selected && ownerOf(selected) === stoppedShare && selected !== stoppedShare) setSelected(undefined);
  }, [stoppedShare, selected]);

  const send = room.send;
  const toggleMic = () => {
    const muted = !state.micMuted;
    media.setMicMuted(muted);
    send({ action: 'session', op: 'mic', meetingId, muted });
  };
  const toggleCamera = async () => {
    const on = !state.cameraOn;
    await media.setCameraOn(on);
    send({ action: 'session', op: 'camera', meetingId, isCameraOff: !on });
  };
  const toggleShare = async () => {
    if (state.sharing) {
      await media.stopScreenShare();
      send({ action: 'session', op: 'screen', meetingId, screen: 'stopped' });
      return;
    }
    // A cancelled picker shares nothing.
    const started = await media.startScreenShare().then(
      () => true,
      () => false,
    );
    if (started) send({ action: 'session', op: 'screen', meetingId, screen: 'started' });
  };
  const fullScreenAllowed = !platform.ios && view === 'large' && !!main && !main.paused;
  const fullScreen = () => void largeRef.current?.requestFullscreen?.();

  const end = async () => {
    const ok = await dialogs.confirm({ title: 'End {meeting}', message: LIVE_SESSION_MESSAGES.confirmEnd });
    if (ok) await props.onFinish();
  };
  const leave = async () => {
    const ok = await dialogs.confirm({ title: 'Leave {meeting}', message: LIVE_SESSION_MESSAGES.confirmLeave });
    if (!ok) return;
    send({ action: 'session', op: 'leave', meetingId });
    await props.onLeave();
  };

  // 'A candidate chats only with the main host' unless candidates may see each other (doc 2 §6).
  const chatsWithAll = host || props.candidatesSeeEachOther;
  const recipients: SessionPeer[] = chatsWithAll ? room.peers : room.peers.filter((p) => p.mainHost);
  const self = { ...room.self, muted: state.micMuted, isCameraOff: !state.cameraOn };
  const others = tiles.filter((t) => t.tileId !== main?.tileId);

  return (
    <Stack gap="3" h={{ md: 'calc(100vh - 8rem)' }} minH="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <SessionTimer startedAt={props.startedAt} />
          {info.meeting.kind === 'p2p' && (
            <Text fontSize="sm" color="fg.muted">
              {LIVE_SESSION_MESSAGES.localMediaLabel}
            </Text>
          )}
        </HStack>
        {state.phase === 'failed' && state.error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {state.error}
          </Text>
        )}
      </HStack>
      <Flex gap="3" flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0" display="flex" flexDirection="column">
          {view === 'grid' ? (
            <GridTiles tiles={tiles} media={media} nameOf={tileName} onSelect={(id) => (setSelected(id), setView('large'))} />
          ) : (
            <LargeTiles
              main={main}
              others={others}
              media={media}
              nameOf={tileName}
              onSelect={setSelected}
              mainRef={(el) => (largeRef.current = el)}
            />
          )}
        </Box>
        {panel && (
          <Box w={{ base: 'full', md: '80' }} flexShrink={0} borderWidth="1px" borderRadius="md" p="3" overflowY="auto">
            {panel === 'chat' ? (
              <ChatPanel
                lines={room.chat}
                recipients={recipients}
                everyone={chatsWithAll}
                selfId={room.self.attendeeId}
                nameOf={nameOf}
                error={room.chatError}
                onSend={(to, message) => send({ action: 'session', op: 'chat', meetingId, to, message })}
              />
            ) : (
              <ParticipantsPanel
                self={self}
                peers={room.peers}
                host={host}
                onMute={(p) => send({ action: 'session', op: 'control', meetingId, control: 'mute', targetAttendeeId: p.attendeeId })}
                onMuteAll={() => send({ action: 'session', op: 'control', meetingId, control: 'muteAll' })}
              />
            )}
          </Box>
        )}
      </Flex>
      <HStack as="nav" aria-label="Meeting controls" wrap="wrap" gap="2" justify="center">
        <Button size="sm" variant="outline" onClick={toggleMic}>
          {state.micMuted ? 'Unmute microphone' : 'Mute microphone'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void toggleCamera()}>
          {state.cameraOn ? 'Turn camera off' : 'Turn camera on'}
        </Button>
        {!platform.mobile && (
          <Button size="sm" variant="outline" hideBelow="md" onClick={() => void toggleShare()}>
            {state.sharing ? 'Stop sharing' : 'Share screen'}
          </Button>
        )}
        <Button
          size="sm"
          variant={panel === 'chat' ? 'solid' : 'outline'}
          aria-pressed={panel === 'chat'}
          onClick={() => setPanel((p) => (p === 'chat' ? undefined : 'chat'))}
        >
          Chat
        </Button>
        <Button
          size="sm"
          variant={panel === 'participants' ? 'solid' : 'outline'}
          aria-pressed={panel === 'participants'}
          onClick={() => setPanel((p) => (p === 'participants' ? undefined : 'participants'))}
        >
          Participants
        </Button>
        <Button size="sm" variant="outline" onClick={() => setView((v) => (v === 'grid' ? 'large' : 'grid'))}>
          {view === 'grid' ? 'Large view' : 'Grid view'}
        </Button>
        {fullScreenAllowed && (
          <Button size="sm" variant="outline" onClick={fullScreen}>
            Full screen
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setSettings(true)}>
          Device settings
        </Button>
        {host ? (
          <Button size="sm" colorPalette="red" onClick={() => void end()}>
            End meeting
          </Button>
        ) : (
          <Button size="sm" colorPalette="red" onClick={() => void leave()}>
            Leave meeting
          </Button>
        )}
      </HStack>
      {settings && <DeviceTestDialog open onClose={() => setSettings(false)} devices={props.devices} onDevicesChange={props.onDevicesChange} />}
      <SessionEndDialogs end={room.end} media={media} />
    </Stack>
  );
}
