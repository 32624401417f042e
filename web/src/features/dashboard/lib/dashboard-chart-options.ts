import type { ApexOptions } from 'apexcharts/core';

/**
 * The dashboard's chart options (doc 2 Dashboard: the Total Appointments pies, the state bars and the quarter chart),
 * built here so that the chart module only draws them.
 */

const PIE_COLOURS = ['#2B6CB0', '#DD6B20'];
/** The white line drawn between two slices of a pie. */
const SLICE_SEPARATOR_WIDTH = 2;

/**
 * A pie of `series` named by `labels`. The white separator between slices is drawn only where two slices meet: with
 * one slice at 100 % (the other 0) apexcharts still strokes the full slice's closing edge and the empty slice, which
 * showed as a stray radius from the centre to the top.
 */
export function pieOptions(id: string, labels: string[], series: readonly number[]): ApexOptions {
  const slices = series.filter((n) => n > 0).length;
  return {
    chart: { id, type: 'pie', animations: { enabled: false }, toolbar: { show: false } },
    labels,
    legend: { position: 'bottom' },
    colors: PIE_COLOURS,
    stroke: { width: slices > 1 ? SLICE_SEPARATOR_WIDTH : 0 },
  };
}

/** The state bars: filled and unfilled stacked per state. */
export function stateBarOptions(id: string, names: readonly string[]): ApexOptions {
  return {
    chart: { id, type: 'bar', stacked: true, animations: { enabled: false }, toolbar: { show: false } },
    xaxis: { categories: names.map((n) => n || ' ') },
    colors: PIE_COLOURS,
    legend: { position: 'bottom' },
  };
}

/**
 * A quarter label ('2026-Q3') as the axis shows it: the quarter over the year (['Q3', '2026']), so that the eight
 * labels fit side by side down to a phone (on one line they need more room than half a laptop screen gives them).
 */
export function quarterAxisLabel(qtr: string): string[] {
  const m = /^(\d{4})-(Q[1-4])$/.exec(qtr);
  return m ? [m[2]!, m[1]!] : [qtr];
}

/** The quarter chart: one bar per quarter, a click on a bar drills down to it. */
export function quarterOptions(id: string, quarters: readonly { qtr: string }[], onQuarter: (qtr: string) => void): ApexOptions {
  return {
    chart: {
      id,
      type: 'bar',
      animations: { enabled: false },
      toolbar: { show: false },
      events: { dataPointSelection: (_e, _c, o) => onQuarter(quarters[o?.dataPointIndex ?? -1]?.qtr ?? '') },
    },
    xaxis: {
      categories: quarters.map((q) => quarterAxisLabel(q.qtr)),
      labels: { rotate: 0, hideOverlappingLabels: false, trim: false },
    },
    tooltip: { x: { formatter: (_v, o) => quarters[(o as { dataPointIndex?: number } | undefined)?.dataPointIndex ?? -1]?.qtr ?? '' } },
    colors: ['#2F855A'],
  };
}
