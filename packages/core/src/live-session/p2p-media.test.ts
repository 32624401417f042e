import { ulidIds } from '../ports/ids.ts';
import { createP2pMedia } from './p2p-media.ts';
import { describeMeetingMediaContract } from './testing/media-contract.ts';

describeMeetingMediaContract('p2p media', () => createP2pMedia(ulidIds));
