import { Alert, Button, Stack } from '@chakra-ui/react';
import { LIVE_SESSION, LIVE_SESSION_MESSAGES, SESSION_STATUS, type JoinInfo } from '@scheduler/contracts/live-session';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/lib/session.tsx';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { SessionView } from '../components/session-view.tsx';
import { MeetingTitle, WaitingRoom } from '../components/waiting-room.tsx';
import { DeviceChoiceDialog, JoinDialog, WaitingListDialog } from '../components/waiting-room-dialogs.tsx';
import { DeviceTestDialog } from '../device-test/device-test-dialog.tsx';
import { pageNavigation } from '../lib/preview-media.ts';
import { sessionApi } from '../lib/session-api.ts';
import { sessionPlatform } from '../lib/session-platform.ts';
import { usePreview } from '../lib/use-preview.ts';
import { loadMediaSession } from '../media/create-media-session.ts';
import type { MediaDevicesChoice, MediaSession } from '../media/media-session.ts';
import { createSessionChannel, type SessionChannel } from '../media/session-channel.ts';

type Ask = { kind: 'blur' } | { kind: 'device'; message: string; next: 'blur' | { blur: boolean } };

/** One WebSocket for the page's life: the waiting room watches start and end, the session relays over it. */
function useChannel(meetingId: string): SessionChannel | undefined {
  const [channel, setChannel] = useState<SessionChannel>();
  useEffect(() => {
    const c = createSessionChannel();
    const watch = () => c.send({ action: 'session', op: 'watch', meetingId });
    const off = c.onOpen(watch);
    setChannel(c);
    return () => {
      off();
      c.close();
    };
  }, [meetingId]);
  return channel;
}

/**
 * meetingSession/{meetingId}/{assessorId} (doc 2 §2 Live meeting session): the waiting room, then the session. The
 * meeting's host (or an admin the server lets start it) starts it; candidates check in, wait for the start, then join.
 */
export default function LiveSessionPage() {
  const { meetingId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const words = useLabelWords();
  const channel = useChannel(meetingId);
  const [platform] = useState(() => sessionPlatform());
  const candidate = !!user?.isCandidate && !user.isAssessor && !user.isAnyAdmin && !user.isInvigilator;

  const [joined, setJoined] = useState<{ info: JoinInfo; media: MediaSession }>();
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const [devices, setDevices] = useState<MediaDevicesChoice>({});
  const [testing, setTesting] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [ask, setAsk] = useState<Ask>();
  const [busy, setBusy] = useState(false);

  const meeting = useQuery({ queryKey: ['live-session', 'meeting', meetingId], queryFn: () => sessionApi.meetingInfo(meetingId) });
  const allowed = useQuery({
    queryKey: ['live-session', 'allowed', meetingId],
    queryFn: () => sessionApi.creationAllowed(meetingId),
    enabled: !candidate,
  });
  const host = !candidate && allowed.data?.status === SESSION_STATUS.success;
  const started = useQuery({
    queryKey: ['live-session', 'started', meetingId],
    queryFn: () => sessionApi.started(meetingId),
    enabled: candidate && !joined,
    refetchInterval: (q) => (q.state.data?.status === SESSION_STATUS.success ? false : LIVE_SESSION.statusPollMs),
  });
  const waiting = useQuery({
    queryKey: ['live-session', 'waiting-room', meetingId],
    queryFn: () => sessionApi.waitingRoom(meetingId),
    enabled: host && !joined,
  });
  const seeEachOther = useQuery({
    queryKey: ['live-session', 'see-each-other', user?.encryptedOrganisationId],
    queryFn: () => sessionApi.candidatesSeeEachOther(user?.encryptedOrganisationId ?? ''),
    enabled: candidate && !!joined && !!user?.encryptedOrganisationId,
  });
  const startTime = useQuery({
    queryKey: ['live-session', 'start-time', meetingId, joined?.info.attendee.AttendeeId],
    queryFn: () => sessionApi.startTime(meetingId),
    enabled: !!joined,
  });
  const preview = usePreview(!joined && (candidate || host), cameraOn, micOn);

  // Candidates check in on opening (hosts then see them Ready).
  useEffect(() => {
    if (candidate) void sessionApi.checkIn(meetingId).catch(() => undefined);
  }, [candidate, meetingId]);

  const { refetch: refetchStarted } = started;
  const { refetch: refetchWaiting } = waiting;
  useEffect(
    () =>
      channel?.subscribe((m) => {
        if (m.type === 'session.started' || m.type === 'session.ended') void refetchStarted();
        if (m.type === 'session.waiting-room') void refetchWaiting();
      }),
    [channel, refetchStarted, refetchWaiting],
  );

  const startedNow = started.data?.status === SESSION_STATUS.success;
  useEffect(() => {
    if (candidate && startedNow && !joined) setAsk((a) => a ?? { kind: 'blur' });
  }, [candidate, startedNow, joined]);

  const say = useCallback((message: string) => dialogs.message({ title: '{Meeting} Session', message }), [dialogs]);

  const join = async (blur: boolean) => {
    if (!channel) return;
    setAsk(undefined);
    setBusy(true);
    try {
      const info = await sessionApi.joinInfo(meetingId);
      if (info.status === SESSION_STATUS.inUseElsewhere) return setAsk({ kind: 'device', message: info.message, next: { blur } });
      if (info.status !== SESSION_STATUS.success || !info.meeting || !info.attendee) return void say(info.message);
      const media = await loadMediaSession(info.meeting.kind, channel);
      preview.stop();
      try {
        await media.join(info as JoinInfo, { devices, cameraOn, micOn: micOn, blur });
      } catch {
        await media.leave().catch(() => undefined);
        preview.retry();
        return void say(LIVE_SESSION_MESSAGES.devicesNotDetected);
      }
      setJoined({ info: info as JoinInfo, media });
    } catch {
      // The shell has said what failed.
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      const check = await sessionApi.creationAllowed(meetingId);
      if (check.status !== SESSION_STATUS.success) return void say(check.message || LIVE_SESSION_MESSAGES.notAllowedToStart);
      const answer = await sessionApi.start(meetingId);
      if (answer.status === SESSION_STATUS.inUseElsewhere) return setAsk({ kind: 'device', message: answer.message, next: 'blur' });
      if (answer.status !== SESSION_STATUS.success) return void say(answer.message);
      setAsk({ kind: 'blur' });
    } catch {
      // The shell has said what failed.
    } finally {
      setBusy(false);
    }
  };

  const chooseDevice = async (switchDevice: boolean) => {
    if (ask?.kind !== 'device') return;
    const next = ask.next;
    setBusy(true);
    try {
      const answer = await (switchDevice ? sessionApi.switchDevice(meetingId) : sessionApi.reconnect(meetingId));
      if (answer.status !== SESSION_STATUS.success) return void say(answer.message);
      setAsk(undefined);
      if (next === 'blur') setAsk({ kind: 'blur' });
      else {
        setBusy(false);
        await join(next.blur);
      }
    } catch {
      // The shell has said what failed.
    } finally {
      setBusy(false);
    }
  };

  if (!user || meeting.isPending || (!candidate && allowed.isPending)) return <PageLoading />;

  if (joined && channel) {
    return (
      <SessionView
        meetingId={meetingId}
        info={joined.info}
        media={joined.media}
        channel={channel}
        platform={platform}
        startedAt={startTime.data?.status === SESSION_STATUS.success ? startTime.data.message : undefined}
        candidatesSeeEachOther={seeEachOther.data?.message === 'true'}
        devices={devices}
        onDevicesChange={setDevices}
        onFinish={async () => {
          const answer = await sessionApi.finish(meetingId).catch(() => undefined);
          if (!answer) return;
          if (answer.status !== SESSION_STATUS.success) return void say(answer.message);
          await joined.media.leave().catch(() => undefined);
          pageNavigation.reload();
        }}
        onLeave={async () => {
          await joined.media.leave().catch(() => undefined);
          navigate('/home');
        }}
      />
    );
  }

  if (!candidate && !host) {
    return (
      <Stack gap="4" maxW="3xl">
        <MeetingTitle meeting={meeting.data} />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{words(allowed.data?.message || LIVE_SESSION_MESSAGES.notAllowedToStart)}</Alert.Description>
        </Alert.Root>
      </Stack>
    );
  }

  const startedStatus = started.data?.status;
  const notice = candidate && startedStatus && startedStatus !== SESSION_STATUS.success && (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {words(startedStatus === SESSION_STATUS.ended ? LIVE_SESSION_MESSAGES.endedTitle : LIVE_SESSION_MESSAGES.notStartedTitle)}
        </Alert.Title>
        <Alert.Description>
          {words(startedStatus === SESSION_STATUS.ended ? LIVE_SESSION_MESSAGES.ended : LIVE_SESSION_MESSAGES.notStarted)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );

  return (
    <>
      <WaitingRoom
        meeting={meeting.data}
        preview={preview}
        cameraOn={cameraOn}
        micOn={micOn}
        onCamera={() => setCameraOn((on) => !on)}
        onMic={() => setMicOn((on) => !on)}
        onTestDevices={() => setTesting(true)}
        notice={notice}
        actions={
          candidate ? (
            startedNow && (
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => setAsk({ kind: 'blur' })}>
                {words('Join {Meeting}')}
              </Button>
            )
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setListOpen(true)}>
                Participants
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void start()}>
                {words('Start {Meeting}')}
              </Button>
            </>
          )
        }
      />
      {testing && <DeviceTestDialog open onClose={() => setTesting(false)} devices={devices} onDevicesChange={setDevices} />}
      <WaitingListDialog open={listOpen} onClose={() => setListOpen(false)} candidates={waiting.data} />
      <JoinDialog open={ask?.kind === 'blur'} busy={busy} onJoin={(blur) => void join(blur)} />
      <DeviceChoiceDialog
        open={ask?.kind === 'device'}
        message={ask?.kind === 'device' ? ask.message : ''}
        busy={busy}
        onChoose={(s) => void chooseDevice(s)}
      />
    </>
  );
}
