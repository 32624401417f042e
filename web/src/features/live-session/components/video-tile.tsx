import { Box, Text } from '@chakra-ui/react';
import type { MediaSession, VideoTile } from '../media/media-session.ts';

/** One video of the session with its owner's name (doc 2 §2; the DOM contract of the issue 12 design). */
export function VideoTileView({
  tile,
  name,
  media,
  large,
  onSelect,
}: {
  tile: VideoTile;
  name: string;
  media: MediaSession;
  large?: boolean;
  onSelect?(tileId: string): void;
}) {
  const label = tile.content ? `${name} (screen)` : name;
  return (
    <Box
      position="relative"
      bg="gray.900"
      borderRadius="md"
      overflow="hidden"
      aspectRatio={large ? undefined : 16 / 9}
      h={large ? 'full' : undefined}
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
        ref={(element) => {
          media.bindVideo(tile.tileId, element);
          return () => media.bindVideo(tile.tileId, null);
        }}
      />
      <Text position="absolute" left="2" bottom="2" px="2" py="0.5" borderRadius="sm" bg="blackAlpha.700" color="white" fontSize="sm">
        {label}
      </Text>
    </Box>
  );
}
