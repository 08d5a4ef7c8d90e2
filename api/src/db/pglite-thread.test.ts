import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread';

let db: PgliteThreadClient;
beforeAll(async () => {
  db = await openPgliteThread('memory://');
  await db.query('create table notes (id int primary key, body text not null)');
});
afterAll(() => db.close());

const bodies = async () =>
  (await db.query('select body from notes order by id')).rows.map(
    (row) => (row as { body: string }).body,
  );

describe('PGlite on its own thread', () => {
  it('answers queries with parameters, in rows or arrays, keeping timestamps as text', async () => {
    await db.query('insert into notes values ($1, $2)', [1, 'first']);
    expect(await bodies()).toEqual(['first']);
    const keepText = { 1184: (value: string) => value };
    const result = await db.query(
      "select 1::int as n, '2026-11-21 10:00:00+00'::timestamptz as at, $1::jsonb as j",
      [JSON.stringify({ a: [1, 2] })],
      { rowMode: 'array', parsers: keepText },
    );
    expect(result.rows).toEqual([[1, '2026-11-21 10:00:00+00', { a: [1, 2] }]]);
    expect(result.fields.map((f) => f.name)).toEqual(['n', 'at', 'j']);
  });

  it("keeps PostgreSQL's error fields, which callers read to tell a duplicate", async () => {
    const error = await db.query('insert into notes values (1, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    // The thread goes on after an error.
    expect(await bodies()).toEqual(['first']);
  });

  it('refuses a parser that would change values, instead of ignoring it', async () => {
    const parsers = { 23: (value: string) => Number(value) * 2 };
    await expect(db.query('select 1', [], { parsers })).rejects.toThrow(/keep the text/);
  });

  it('commits a transaction, and rolls one back when its work fails', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'second')");
    });
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into notes values (3, 'third')");
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['first', 'second']);
  });

  it('runs a query sent during a transaction after it, never inside it', async () => {
    let outside: Promise<unknown> | undefined;
    await db
      .transaction(async (tx) => {
        await tx.query("insert into notes values (4, 'inside')");
        outside = db.query("insert into notes values (5, 'outside')");
        // Give the outside query every chance to slip in before the rollback.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => {});
    await outside;
    expect(await bodies()).toEqual(['first', 'second', 'outside']);
  });

  it('refuses calls once closed', async () => {
    const other = await openPgliteThread('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});
