import { Box, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import type { MediaSession, VideoTile } from '../media/media-session.ts';

/** One video of the session with its owner's name (doc 2 §2; the DOM contract of the issue 12 design). */
export function VideoTileView({
  tile,
  name,
  media,
  large,
  fill,
  onSelect,
}: {
  tile: VideoTile;
  name: string;
  media: MediaSession;
  large?: boolean;
  /** A grid cell: 16:9 on a phone, the whole cell from md up. */
  fill?: boolean;
  onSelect?(tileId: string): void;
}) {
  const label = tile.content ? `${name} (screen)` : name;
  // One ref callback per tile: a new one each render would unbind and rebind the stream (the video restarting) on
  // every state change, such as the audio levels several times a second.
  const { tileId } = tile;
  const bind = useCallback(
    (element: HTMLVideoElement | null) => {
      media.bindVideo(tileId, element);
      return () => media.bindVideo(tileId, null);
    },
    [media, tileId],
  );
  return (
    <Box
      position="relative"
      bg="gray.900"
      borderRadius="md"
      overflow="hidden"
      aspectRatio={large ? undefined : fill ? { base: 16 / 9, md: 'auto' } : 16 / 9}
      h={large ? 'full' : fill ? { md: 'full' } : undefined}
      minH="0"
      onDoubleClick={onSelect ? () => onSelect(tile.tileId) : undefined}
    >
      <video
        data-testid="video-tile"
        data-attendee-id={tile.attendeeId}
        data-content={tile.content ? 'true' : undefined}
        data-local={tile.local ? 'true' : undefined}
        aria-label={label}
        autoPlay
        playsInline
        muted
        style={{ width: '100%', height: '100%', objectFit: tile.content ? 'contain' : 'cover', visibility: tile.paused ? 'hidden' : 'visible' }}
        ref={bind}
      />
      <Text position="absolute" left="2" bottom="2" px="2" py="0.5" borderRadius="sm" bg="blackAlpha.700" color="white" fontSize="sm">
        {label}
      </Text>
    </Box>
  );
}
