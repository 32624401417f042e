import { parseApiDate } from '../time/zoned-date-time.ts';

/** The quarter chart (doc 2 Dashboard): the current quarter, the four before it and the three after. */
const QUARTERS_BEFORE = 4;
const QUARTERS_AFTER = 3;

export interface Quarter {
  /** 'yyyy-Qn', the chart's qtr. */
  label: string;
  /** Its first day and the first day of the next quarter (yyyy-MM-dd): the drill-down's start and end. */
  first: string;
  next: string;
}

/** The quarter `offset` quarters after quarter `q` (1–4) of `year`, with its first day. */
function quarterAt(year: number, q: number, offset: number) {
  const index = year * 4 + (q - 1) + offset;
  const y = Math.floor(index / 4);
  const qq = index - y * 4 + 1;
  return { label: `${y}-Q${qq}`, day: `${y}-${String((qq - 1) * 3 + 1).padStart(2, '0')}-01` };
}

/** The quarter of a day (yyyy-MM-dd) as the chart labels it: 'yyyy-Qn'. */
export function quarterLabelOf(day: string): string {
  const { year, month } = parseApiDate(day);
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The chart's eight quarters around the quarter of `today` (yyyy-MM-dd), oldest first. */
export function quarterWindow(today: string): Quarter[] {
  const { year, month } = parseApiDate(today);
  const q = Math.floor((month - 1) / 3) + 1;
  return Array.from({ length: QUARTERS_BEFORE + QUARTERS_AFTER + 1 }, (_, i) => {
    const at = quarterAt(year, q, i - QUARTERS_BEFORE);
    return { label: at.label, first: at.day, next: quarterAt(year, q, i - QUARTERS_BEFORE + 1).day };
  });
}
