import { describe, expect, it } from 'vitest';
import type { FileLayout } from './file-layout.ts';
import { processRows, type ReadRow, type RowOutcome } from './row-processor.ts';

type Person = { email: string };
const layout: FileLayout<Person> = {
  columns: { csv: ['Email'], xlsx: ['Email'] },
  read: ([email = '']) => (email.includes('@') ? { email } : { error: 'Email is required' }),
  emptyMessage: 'Uploaded file has no rows',
};
const csv = (emails: string[]) => new TextEncoder().encode(`Email\n${emails.join('\n')}\n`);
const emails = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.com`);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A writer whose batches finish in reverse order of starting, recording what was in flight together and on which slots. */
function slowWriter(outcome: (row: ReadRow<Person>) => RowOutcome = () => undefined) {
  const inFlight = new Set<string>();
  const slots = new Set<number>();
  const together: string[][] = [];
  let started = 0;
  const writer = {
    together,
    maxInFlight: 0,
    slotShared: false,
    async write(rows: ReadRow<Person>[], slot: number) {
      if (slots.has(slot)) writer.slotShared = true;
      slots.add(slot);
      for (const r of rows) inFlight.add(r.email);
      together.push([...inFlight]);
      const order = ++started;
      writer.maxInFlight = Math.max(writer.maxInFlight, inFlight.size);
      for (let i = 0; i < 10 - order; i++) await tick();
      for (const r of rows) inFlight.delete(r.email);
      slots.delete(slot);
      return rows.map(outcome);
    },
  };
  return writer;
}

describe('processRows', () => {
  it('keeps up to `concurrency` batches in flight, each on its own slot, and counts them in file order', async () => {
    const writer = slowWriter((r) => (r.email === 'p7@example.com' ? { error: 'Already invited' } : undefined));
    const progress: number[] = [];
    const file = [...emails(6), 'not an email', ...emails(12).slice(6)];
    const counts = await processRows(csv(file), 'people.csv', true, layout, {
      batchSize: 2,
      concurrency: 3,
      write: (rows, slot) => writer.write(rows, slot),
      progress: async (c) => void progress.push(c.rowCount),
    });
    expect(writer.maxInFlight).toBe(6);
    expect(writer.slotShared).toBe(false);
    expect(progress).toEqual([2, 4, 6, 9, 11, 13]);
    expect(counts).toEqual({
      rowCount: 13,
      successCount: 11,
      errorCount: 2,
      errors: [
        { row: 8, message: 'Email is required' },
        { row: 10, message: 'Already invited' },
      ],
    });
  });

  it('never has two rows of one record in flight at once', async () => {
    const writer = slowWriter();
    const file = ['a@example.com', 'b@example.com', 'c@example.com', 'a@example.com', 'd@example.com', 'e@example.com'];
    const counts = await processRows(csv(file), 'people.csv', true, layout, {
      batchSize: 1,
      concurrency: 4,
      keyOf: (r) => r.email,
      write: (rows, slot) => writer.write(rows, slot),
    });
    expect(counts.successCount).toBe(6);
    expect(writer.together.every((emailsInFlight) => emailsInFlight.length === new Set(emailsInFlight).size)).toBe(true);
    expect(writer.together.some((emailsInFlight) => emailsInFlight.length > 1)).toBe(true);
  });

  it('stops when asked, with every row sent counted, and a later run carries on from there', async () => {
    const file = emails(10);
    const written: string[] = [];
    const write = async (rows: ReadRow<Person>[]) => rows.map((r) => void written.push(r.email));
    const first = await processRows(csv(file), 'people.csv', true, layout, { batchSize: 2, concurrency: 2, write, shouldYield: () => true });
    expect(first.yielded).toBe(true);
    expect(first.rowCount).toBe(2);
    expect(written).toEqual(file.slice(0, first.rowCount));
    const rest = await processRows(csv(file), 'people.csv', true, layout, { batchSize: 2, concurrency: 2, write, from: first });
    expect(rest).toMatchObject({ rowCount: 10, successCount: 10 });
    expect(written).toEqual(file);
  });

  it('throws a failed write, or a progress that throws (a lost lease), once the writes in flight have settled', async () => {
    let settled = 0;
    const write = async (rows: ReadRow<Person>[]) => {
      await tick();
      settled += 1;
      if (rows[0]!.email === 'p0@example.com') throw new Error('table unavailable');
      return rows.map(() => undefined);
    };
    await expect(processRows(csv(emails(6)), 'people.csv', true, layout, { batchSize: 1, concurrency: 3, write })).rejects.toThrow(
      'table unavailable',
    );
    expect(settled).toBe(3);
    settled = 0;
    const lost = processRows(csv(emails(6)), 'people.csv', true, layout, {
      batchSize: 1,
      concurrency: 3,
      write: async (rows) => (await tick(), settled++, rows.map(() => undefined)),
      progress: async () => {
        throw new Error('lease lost');
      },
    });
    await expect(lost).rejects.toThrow('lease lost');
    expect(settled).toBe(3);
  });
});
