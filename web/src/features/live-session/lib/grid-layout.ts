import { LIVE_SESSION } from '@scheduler/contracts/live-session';

export interface GridPage {
  /** Columns (and at most as many rows) of the page: the smallest n ≤ maxGrid with n² ≥ the page's tiles. */
  columns: number;
  /** Pages of at most maxTilesPerPage tiles. */
  pages: number;
  /** The page shown (clamped to the pages there are). */
  page: number;
  /** The tiles of that page: [start, end). */
  start: number;
  end: number;
}

/** doc 2 §9 grid view: up to 25 tiles a page, laid out n × n with n the smallest n ≤ 5 whose square holds them. */
export function gridLayout(tiles: number, page = 0): GridPage {
  const per = LIVE_SESSION.maxTilesPerPage;
  const pages = Math.max(1, Math.ceil(tiles / per));
  const shown = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  const start = shown * per;
  const end = Math.min(tiles, start + per);
  const count = end - start;
  let columns = 1;
  while (columns < LIVE_SESSION.maxGrid && columns * columns < count) columns++;
  return { columns, pages, page: shown, start, end };
}
