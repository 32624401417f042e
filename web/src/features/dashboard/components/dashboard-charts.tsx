import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import ApexCharts, { type ApexOptions } from 'apexcharts/core';
import 'apexcharts/pie';
import 'apexcharts/bar';
import 'apexcharts/features/legend';
import 'apexcharts/features/exports';
import Chart from 'react-apexcharts/core';
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

const pie = (id: string, labels: string[]): ApexOptions => ({
  chart: { id, type: 'pie', animations: { enabled: false }, toolbar: { show: false } },
  labels,
  legend: { position: 'bottom' },
  colors: ['#2B6CB0', '#DD6B20'],
});

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export default function DashboardCharts(p: DashboardChartsProps) {
  const stateOptions: ApexOptions = {
    chart: { id: CHART_IDS.states, type: 'bar', stacked: true, animations: { enabled: false }, toolbar: { show: false } },
    xaxis: { categories: p.states.map((s) => s.name || ' ') },
    colors: ['#2B6CB0', '#DD6B20'],
    legend: { position: 'bottom' },
  };
  const quarterOptions: ApexOptions = {
    chart: {
      id: CHART_IDS.quarters,
      type: 'bar',
      animations: { enabled: false },
      toolbar: { show: false },
      events: { dataPointSelection: (_e, _c, o) => p.onQuarter(p.quarters[o?.dataPointIndex ?? -1]?.qtr ?? '') },
    },
    xaxis: { categories: p.quarters.map((q) => q.qtr) },
    colors: ['#2F855A'],
  };
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Total Appointments
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ChartCard title="Filled and Unfilled">
          <Chart type="pie" width="100%" height={220} series={[p.filled, p.unfilled]} options={pie(CHART_IDS.appointments, ['Filled', 'Unfilled'])} />
        </ChartCard>
        <ChartCard title="Active and Inactive">
          <Chart type="pie" width="100%" height={220} series={[p.active, p.inactive]} options={pie(CHART_IDS.activity, ['Active', 'Inactive'])} />
        </ChartCard>
        <ChartCard title="Locations">
          <Chart
            type="pie"
            width="100%"
            height={220}
            series={[p.onsite, p.remote]}
            options={pie(CHART_IDS.locations, [p.onsiteLabel, p.remoteLabel])}
          />
        </ChartCard>
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
            options={stateOptions}
          />
        </ChartCard>
        <ChartCard title={p.quarterTitle}>
          <Chart
            type="bar"
            width="100%"
            height={260}
            series={[{ name: p.quarterTitle, data: p.quarters.map((q) => q.count) }]}
            options={quarterOptions}
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
