import { describe, expect, it } from 'vitest';
import {
  addUsage,
  campaignCost,
  campaignLines,
  campaignPlan,
  NO_USAGE,
  type PriceTable,
  priceOf,
  priceTableLines,
  scaleUsage,
  unitLine,
} from './cost-model.ts';

const prices: PriceTable = {
  region: 'test',
  writePerMillion: 1,
  readPerMillion: 0.2,
  emailPer1000: 0.1,
  lambdaPerMillion: 0.2,
  lambdaPerGbSecond: 0.00001,
  eventsPerMillion: 1,
  sources: ['made up'],
};
const usage = (u: Partial<typeof NO_USAGE>) => ({ ...NO_USAGE, ...u });

describe('cost per 1,000 and per campaign', () => {
  it('prices each service of a usage and adds them up', () => {
    const p = priceOf(
      usage({ writeUnits: 2_000_000, readUnits: 5_000_000, emails: 10_000, lambdaRequests: 1_000_000, lambdaGbSeconds: 100_000, events: 3_000_000 }),
      prices,
    );
    expect(p.dynamodb).toBeCloseTo(3);
    expect(p.ses).toBeCloseTo(1);
    expect(p.lambda).toBeCloseTo(1.2);
    expect(p.events).toBeCloseTo(3);
    expect(p.total).toBeCloseTo(8.2);
  });

  it('scales and adds usages field by field', () => {
    expect(addUsage(usage({ readUnits: 1, emails: 1 }), scaleUsage(usage({ readUnits: 2, writeUnits: 3 }), 10))).toEqual(
      usage({ readUnits: 21, writeUnits: 30, emails: 1 }),
    );
  });

  it('a campaign books everyone once and purges the candidates, their bookings and the meetings they filled', () => {
    expect(campaignPlan(40_000, 2, 5)).toEqual({ candidates: 40_000, bookings: 40_000, remindersPerBooking: 2, purgedRecords: 88_000 });
  });

  it('prices each step of the campaign from its unit usage and the whole as their sum', () => {
    const units = {
      row: usage({ writeUnits: 10, emails: 1 }),
      booking: usage({ writeUnits: 50, readUnits: 10, emails: 1, lambdaRequests: 2, events: 1 }),
      reminder: usage({ writeUnits: 5, emails: 1 }),
      purgedRecord: usage({ writeUnits: 20, readUnits: 4 }),
    };
    const plan = campaignPlan(1000, 2, 5);
    const c = campaignCost(units, plan, prices);
    expect(c.steps.map((s) => [s.step, s.count])).toEqual([
      ['invite (uploaded rows)', 1000],
      ['book', 1000],
      ['remind', 2000],
      ['purge (records)', 2200],
    ]);
    expect(c.usage.writeUnits).toBe(10_000 + 50_000 + 10_000 + 44_000);
    expect(c.usage.emails).toBe(1000 + 1000 + 2000);
    expect(c.price.total).toBeCloseTo(c.steps.reduce((n, s) => n + s.price.total, 0));
    expect(c.price.dynamodb).toBeCloseTo((114_000 * 1 + (10_000 + 8_800) * 0.2) / 1e6);
    const lines = campaignLines(c, plan);
    expect(lines[0]).toContain('Campaign of 1,000 candidates');
    expect(lines).toHaveLength(5);
  });

  it('prints the price table with its sources and a unit per 1,000', () => {
    expect(priceTableLines(prices)).toEqual([expect.stringContaining('$1 per million write units'), '  source: made up']);
    expect(unitLine('booking', usage({ writeUnits: 40, readUnits: 10 }), prices)).toContain(
      'per 1,000: $0.0420 (DynamoDB $0.0420, SES $0, Lambda $0, EventBridge $0)',
    );
  });
});
