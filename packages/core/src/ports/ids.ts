import { ulid } from 'ulid';

/** Identifier source: ULIDs (sortable by creation time). */
export interface Ids {
  next(): string;
}
export const ulidIds: Ids = { next: () => ulid() };
