import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { gridLayout } from '../lib/grid-layout.ts';
import type { MediaSession, VideoTile } from '../media/media-session.ts';
import { VideoTileView } from './video-tile.tsx';

/** Grid view (default): up to 25 tiles a page in an n × n grid; on a phone the tiles stack. */
export function GridTiles({
  tiles,
  media,
  nameOf,
  onSelect,
}: {
  tiles: VideoTile[];
  media: MediaSession;
  nameOf(t: VideoTile): string;
  onSelect(tileId: string): void;
}) {
  const [page, setPage] = useState(0);
  const layout = gridLayout(tiles.length, page);
  const rows = Math.max(1, Math.ceil((layout.end - layout.start) / layout.columns));
  // On a laptop the n × n grid shares the height left between the header and the toolbar (no tile runs under the
  // toolbar); on a phone the tiles stack at 16:9 and the page scrolls.
  return (
    <Stack gap="2" flex="1" minH="0">
      <Grid
        flex={{ md: '1' }}
        minH="0"
        templateColumns={{ base: '1fr', md: `repeat(${layout.columns}, minmax(0, 1fr))` }}
        templateRows={{ md: `repeat(${rows}, minmax(0, 1fr))` }}
        gap="2"
        alignContent="start"
      >
        {tiles.slice(layout.start, layout.end).map((t) => (
          <VideoTileView key={t.tileId} tile={t} name={nameOf(t)} media={media} onSelect={onSelect} fill />
        ))}
      </Grid>
      {layout.pages > 1 && (
        <HStack justify="center">
          <Button size="sm" variant="outline" disabled={layout.page === 0} onClick={() => setPage(layout.page - 1)}>
            Previous page
          </Button>
          <Text fontSize="sm">
            Page {layout.page + 1} of {layout.pages}
          </Text>
          <Button size="sm" variant="outline" disabled={layout.page >= layout.pages - 1} onClick={() => setPage(layout.page + 1)}>
            Next page
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** Large view: the selected tile big, the others in a strip below. */
export function LargeTiles({
  main,
  others,
  media,
  nameOf,
  onSelect,
  mainRef,
}: {
  main?: VideoTile;
  others: VideoTile[];
  media: MediaSession;
  nameOf(t: VideoTile): string;
  onSelect(tileId: string): void;
  mainRef(element: HTMLDivElement | null): void;
}) {
  return (
    <Stack gap="2" flex="1" minH="0">
      <Box ref={mainRef} flex="1" minH={{ base: '56', md: '72' }} bg="gray.900" borderRadius="md">
        {main && <VideoTileView tile={main} name={nameOf(main)} media={media} large />}
      </Box>
      {others.length > 0 && (
        <HStack gap="2" overflowX="auto" flexShrink={0} tabIndex={0} role="group" aria-label="Other videos">
          {others.map((t) => (
            <Box key={t.tileId} w={{ base: '32', md: '44' }} flexShrink={0} cursor="pointer" onClick={() => onSelect(t.tileId)}>
              <VideoTileView tile={t} name={nameOf(t)} media={media} />
            </Box>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
