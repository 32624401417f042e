import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import ApexCharts from 'apexcharts/core';
import 'apexcharts/pie';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import 'apexcharts/features/exports';
import Chart from 'react-apexcharts/core';
import { pieOptions, quarterOptions, stateBarOptions } from '../lib/dashboard-chart-options.ts';
import type { PdfChart } from '../lib/dashboard-pdf.ts';
import type { StateBar } from '../lib/dashboard-weeks.ts';

/**
 * The dashboard's charts (doc 2 Dashboard): its own lazily loaded module, so apexcharts stays out of the first load
 * and loads with the first chart drawn.
 */
export interface DashboardChartsProps {
  filled: number;
  unfilled: number;
  active: number;
  inactive: number;
  onsite: number;
  remote: number;
  states: StateBar[];
  quarters: { qtr: string; count: number }[];
  quarterTitle: string;
  /** What the Total Appointments charts count (one set of meetings for all three). */
  countedNote: string;
  onsiteLabel: string;
  remoteLabel: string;
  onQuarter(qtr: string): void;
}

/** The charts' ids, in the order the PDF draws them, with their headings. */
export const CHART_IDS = {
  appointments: 'dashboard-appointments',
  activity: 'dashboard-activity',
  locations: 'dashboard-locations',
  states: 'dashboard-states',
  quarters: 'dashboard-quarters',
} as const;

/**
 * The size of a chart's text. Chakra's reset (`* { font: inherit }`) wins over the font-size and weight that apexcharts
 * writes on its SVG text as attributes, so every label inherited the page's 16 px and the quarter chart's eight labels
 * ran into one string at 1366 px. The chart's box sets the size its text inherits: apexcharts' own 12 px, and 10 px for
 * axis labels that sit eight side by side on a phone.
 */
export const CHART_TEXT_SIZE = { fontSize: 'xs' } as const;
export const DENSE_CHART_TEXT_SIZE = { fontSize: { base: '2xs', sm: 'xs' } } as const;

function ChartCard({ title, dense, children }: { title: string; dense?: boolean; children: React.ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box {...(dense ? DENSE_CHART_TEXT_SIZE : CHART_TEXT_SIZE)} data-chart-text>
        {children}
      </Box>
    </Box>
  );
}

export default function DashboardCharts(p: DashboardChartsProps) {
  const pie = (id: string, labels: string[], series: number[]) => (
    <Chart type="pie" width="100%" height={220} series={series} options={pieOptions(id, labels, series)} />
  );
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" size="md">
          Total Appointments
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {p.countedNote}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ChartCard title="Filled and Unfilled">{pie(CHART_IDS.appointments, ['Filled', 'Unfilled'], [p.filled, p.unfilled])}</ChartCard>
        <ChartCard title="Active and Inactive">{pie(CHART_IDS.activity, ['Active', 'Inactive'], [p.active, p.inactive])}</ChartCard>
        <ChartCard title="Locations">{pie(CHART_IDS.locations, [p.onsiteLabel, p.remoteLabel], [p.onsite, p.remote])}</ChartCard>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard title="By State">
          <Chart
            type="bar"
            width="100%"
            height={260}
            series={[
              { name: 'Filled', data: p.states.map((s) => s.filled) },
              { name: 'Unfilled', data: p.states.map((s) => s.unfilled) },
            ]}
            options={stateBarOptions(
              CHART_IDS.states,
              p.states.map((s) => s.name),
            )}
          />
        </ChartCard>
        <ChartCard title={p.quarterTitle} dense>
          <Chart
            type="bar"
            width="100%"
            height={260}
            series={[{ name: p.quarterTitle, data: p.quarters.map((q) => q.count) }]}
            options={quarterOptions(CHART_IDS.quarters, p.quarters, p.onQuarter)}
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** The charts drawn as PNG pictures for the PDF (those on the page; a chart not drawn is left out). */
export async function chartPictures(headings: Record<keyof typeof CHART_IDS, string>): Promise<PdfChart[]> {
  const out: PdfChart[] = [];
  for (const [key, id] of Object.entries(CHART_IDS) as [keyof typeof CHART_IDS, string][]) {
    const chart = ApexCharts.getChartByID(id);
    if (!chart) continue;
    const uri = await chart.dataURI({ scale: 2 });
    if (!('imgURI' in uri)) continue;
    const size = await new Promise<{ w: number; h: number }>((resolve) => {
      const img = new Image();
      img.onload = () => resolve({ w: img.naturalWidth || 1, h: img.naturalHeight || 1 });
      img.onerror = () => resolve({ w: 2, h: 1 });
      img.src = uri.imgURI;
    });
    out.push({ heading: headings[key], png: uri.imgURI, ratio: size.w / size.h });
  }
  return out;
}
