/**
 * Issue 20 item 7: what a unit of work consumes and what it costs on demand, from measured usage and a price table.
 * Pure arithmetic: the bench measures the usage (cost-bench.ts), this prices it.
 */

/** On-demand prices in US dollars, with where each came from. */
export interface PriceTable {
  region: string;
  /** DynamoDB on demand, Standard table class: per million write / read request units. */
  writePerMillion: number;
  readPerMillion: number;
  /** SES outbound e-mail, per 1,000. */
  emailPer1000: number;
  /** Lambda (x86): per million requests and per GB-second. */
  lambdaPerMillion: number;
  lambdaPerGbSecond: number;
  /** EventBridge custom events put on a bus, per million. */
  eventsPerMillion: number;
  sources: readonly string[];
}

/**
 * Asia Pacific (Sydney), the product's Region. DynamoDB: AWS halved on-demand throughput prices on 1 November 2024; in
 * Sydney they were $1.4231 per million write and $0.2846 per million read request units before, so half of those.
 * Check the pricing pages before quoting a figure to a customer.
 */
export const SYDNEY_PRICES: PriceTable = {
  region: 'ap-southeast-2 (Sydney)',
  writePerMillion: 0.7116,
  readPerMillion: 0.1423,
  emailPer1000: 0.1,
  lambdaPerMillion: 0.2,
  lambdaPerGbSecond: 0.0000166667,
  eventsPerMillion: 1,
  sources: [
    'DynamoDB on demand: aws.amazon.com/dynamodb/pricing/on-demand (Sydney $1.4231 / $0.2846 per million WRU / RRU, halved on 1 Nov 2024)',
    'SES: aws.amazon.com/ses/pricing ($0.10 per 1,000 outbound e-mails, any Region; attachment data not counted)',
    'Lambda: aws.amazon.com/lambda/pricing (Sydney, x86: $0.20 per million requests, $0.0000166667 per GB-second)',
    'EventBridge: aws.amazon.com/eventbridge/pricing ($1.00 per million custom events)',
  ],
};

/** What one unit of work (a booking, an uploaded row, a reminder, a purged record) consumes. */
export interface Usage {
  readUnits: number;
  writeUnits: number;
  emails: number;
  lambdaRequests: number;
  lambdaGbSeconds: number;
  events: number;
}

export const NO_USAGE: Usage = { readUnits: 0, writeUnits: 0, emails: 0, lambdaRequests: 0, lambdaGbSeconds: 0, events: 0 };

const KEYS = Object.keys(NO_USAGE) as (keyof Usage)[];

export const addUsage = (...all: Usage[]): Usage => Object.fromEntries(KEYS.map((k) => [k, all.reduce((n, u) => n + u[k], 0)])) as unknown as Usage;

export const scaleUsage = (u: Usage, times: number): Usage => Object.fromEntries(KEYS.map((k) => [k, u[k] * times])) as unknown as Usage;

/** The price of a usage, by service. */
export function priceOf(u: Usage, p: PriceTable) {
  const dynamodb = (u.writeUnits * p.writePerMillion + u.readUnits * p.readPerMillion) / 1e6;
  const ses = (u.emails * p.emailPer1000) / 1000;
  const lambda = (u.lambdaRequests * p.lambdaPerMillion) / 1e6 + u.lambdaGbSeconds * p.lambdaPerGbSecond;
  const events = (u.events * p.eventsPerMillion) / 1e6;
  return { dynamodb, ses, lambda, events, total: dynamodb + ses + lambda + events };
}

/** A recruiting campaign: everyone invited from one file, bookings, reminders per booking, and the purge after. */
export interface CampaignPlan {
  candidates: number;
  bookings: number;
  remindersPerBooking: number;
  /** Records purged at the end: the candidates, their bookings and the meetings they sat in. */
  purgedRecords: number;
}

/** A campaign of `candidates` where each books one seat of a meeting of `seatsPerMeeting`, and every record is purged. */
export function campaignPlan(candidates: number, remindersPerBooking: number, seatsPerMeeting: number): CampaignPlan {
  const meetings = Math.ceil(candidates / seatsPerMeeting);
  return { candidates, bookings: candidates, remindersPerBooking, purgedRecords: candidates * 2 + meetings };
}

export interface UnitUsages {
  row: Usage;
  booking: Usage;
  reminder: Usage;
  purgedRecord: Usage;
}

/** The campaign's steps with their counts, usage and price, and the whole. */
export function campaignCost(units: UnitUsages, plan: CampaignPlan, prices: PriceTable) {
  const steps = [
    { step: 'invite (uploaded rows)', count: plan.candidates, unit: units.row },
    { step: 'book', count: plan.bookings, unit: units.booking },
    { step: 'remind', count: plan.bookings * plan.remindersPerBooking, unit: units.reminder },
    { step: 'purge (records)', count: plan.purgedRecords, unit: units.purgedRecord },
  ].map((s) => {
    const usage = scaleUsage(s.unit, s.count);
    return { ...s, usage, price: priceOf(usage, prices) };
  });
  const usage = addUsage(...steps.map((s) => s.usage));
  return { steps, usage, price: priceOf(usage, prices) };
}

/** Dollars to the cent, and to three significant figures below a dollar. */
export const dollars = (n: number) => (n === 0 ? '$0' : `$${n < 1 ? n.toPrecision(3) : n.toFixed(2)}`);

/** The price table as the bench prints it. */
export function priceTableLines(p: PriceTable): string[] {
  return [
    `Prices used (${p.region}, on demand, USD): DynamoDB $${p.writePerMillion} per million write units, $${p.readPerMillion} per million read units; ` +
      `SES $${p.emailPer1000} per 1,000 e-mails; Lambda $${p.lambdaPerMillion} per million requests, $${p.lambdaPerGbSecond} per GB-second; ` +
      `EventBridge $${p.eventsPerMillion} per million events.`,
    ...p.sources.map((s) => `  source: ${s}`),
  ];
}

/** One unit's usage and its price per 1,000. */
export function unitLine(name: string, u: Usage, p: PriceTable): string {
  const per1000 = priceOf(scaleUsage(u, 1000), p);
  return (
    `${name.padEnd(22)} ${u.readUnits.toFixed(1).padStart(7)} RRU ${u.writeUnits.toFixed(1).padStart(7)} WRU ${u.emails.toFixed(2).padStart(5)} e-mails ` +
    `${u.events.toFixed(2).padStart(5)} events ${u.lambdaRequests.toFixed(2).padStart(5)} Lambda calls   per 1,000: ${dollars(per1000.total)} ` +
    `(DynamoDB ${dollars(per1000.dynamodb)}, SES ${dollars(per1000.ses)}, Lambda ${dollars(per1000.lambda)}, EventBridge ${dollars(per1000.events)})`
  );
}

export function campaignLines(c: ReturnType<typeof campaignCost>, plan: CampaignPlan): string[] {
  return [
    `Campaign of ${plan.candidates.toLocaleString('en')} candidates (each books one seat, ${plan.remindersPerBooking} reminder(s) a booking, ` +
      `${plan.purgedRecords.toLocaleString('en')} records purged after): ${dollars(c.price.total)} on demand`,
    ...c.steps.map(
      (s) =>
        `  ${s.step.padEnd(24)} ${s.count.toLocaleString('en').padStart(8)} × → ${Math.round(s.usage.readUnits).toLocaleString('en').padStart(10)} RRU ` +
        `${Math.round(s.usage.writeUnits).toLocaleString('en').padStart(10)} WRU ${Math.round(s.usage.emails).toLocaleString('en').padStart(7)} e-mails   ${dollars(s.price.total)} ` +
        `(DynamoDB ${dollars(s.price.dynamodb)}, SES ${dollars(s.price.ses)}, Lambda ${dollars(s.price.lambda)}, EventBridge ${dollars(s.price.events)})`,
    ),
  ];
}
