import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { batchStatements, DEFERRABLE } from './statement-batching';

type Sent = { text: string; values?: unknown[]; name?: string; thenCommit?: boolean };

function fakeConnection(fail?: (text: string) => Error | undefined) {
  const sent: Sent[] = [];
  const batcher = batchStatements(async (config) => {
    sent.push({ text: config.text, values: config.values, name: config.name });
    const err = fail?.(config.text);
    if (err) throw err;
    const statements = config.text.split(';\n');
    const result = (text: string): pg.QueryResult => ({ command: text, rowCount: 1, oid: 0, fields: [], rows: [{ text }] });
    return statements.length > 1 ? statements.map(result) : result(config.text);
  });
  return { sent, ...batcher };
}

const bind = `${DEFERRABLE}select set_config('role', 'kade_app', true)`;

describe('statement batching', () => {
  it('sends begin and deferrable statements with the next parameter-free statement, as one message', async () => {
    const c = fakeConnection();
    expect((await c.query('begin')).rows).toEqual([]);
    expect((await c.query({ text: bind })).rows).toEqual([]);
    expect(c.sent).toEqual([]);
    const lookup = await c.query({ text: "select * from sessions where sid = 'ab'" });
    expect(c.sent).toHaveLength(1);
    expect(c.sent[0].text).toBe(`begin;\n${bind};\nselect * from sessions where sid = 'ab'`);
    // The caller gets the answer of its own statement, the last of the message.
    expect(lookup.rows).toEqual([{ text: "select * from sessions where sid = 'ab'" }]);
  });

  it('sends what is held first when the next statement has parameters or a name', async () => {
    const c = fakeConnection();
    await c.query('begin');
    await c.query({ text: 'select $1::int', values: [1] });
    expect(c.sent.map((s) => s.text)).toEqual(['begin', 'select $1::int']);
    await c.query({ text: bind });
    await c.query({ text: 'select 1', name: 'prepared' });
    expect(c.sent.map((s) => s.text)).toEqual(['begin', 'select $1::int', bind, 'select 1']);
  });

  it('never holds a statement with parameters, and passes others straight through', async () => {
    const c = fakeConnection();
    await c.query({ text: `${DEFERRABLE}select $1`, values: ['x'] });
    await c.query('commit');
    expect(c.sent.map((s) => s.text)).toEqual([`${DEFERRABLE}select $1`, 'commit']);
  });

  it('an error of a held statement is the error of the statement it travelled with', async () => {
    const c = fakeConnection((text) => (text.includes('kade_app') ? new Error('role "kade_app" does not exist') : undefined));
    await c.query('begin');
    await c.query({ text: bind });
    await expect(c.query('select 1')).rejects.toThrow('role "kade_app" does not exist');
  });

  it('drops held statements when the connection goes back to the pool unused', async () => {
    const c = fakeConnection();
    await c.query('begin');
    c.reset();
    await c.query('select 1');
    expect(c.sent.map((s) => s.text)).toEqual(['select 1']);
  });
});

describe('a statement that carries its COMMIT', () => {
  it('sends what is held first, then ends the transaction: the caller’s COMMIT is answered here', async () => {
    const c = fakeConnection();
    await c.query('begin');
    await c.query({ text: bind });
    await c.query({ text: 'insert into sales values ($1)', values: [1], name: 'insert_sale', thenCommit: true });
    expect(c.sent.map((s) => s.text)).toEqual([`begin;\n${bind}`, 'insert into sales values ($1)']);
    expect((await c.query('commit')).rows).toEqual([]);
    expect(c.sent).toHaveLength(2);
  });

  it('refuses any other statement until the next begin: it would run outside the transaction', async () => {
    const c = fakeConnection();
    await c.query('begin');
    await c.query({ text: 'select 1', thenCommit: true });
    await expect(c.query('select 2')).rejects.toThrow('already been committed');
    await c.query('begin');
    await c.query('select 3');
    expect(c.sent.map((s) => s.text)).toEqual(['begin', 'select 1', 'begin;\nselect 3']);
  });

  it('a failed statement did not commit: the caller’s ROLLBACK goes to the server', async () => {
    const c = fakeConnection((text) => (text === 'bad' ? new Error('division by zero') : undefined));
    await c.query('begin');
    await c.query('select 1');
    await expect(c.query({ text: 'bad', thenCommit: true })).rejects.toThrow('division by zero');
    await c.query('rollback');
    expect(c.sent.map((s) => s.text)).toEqual(['begin;\nselect 1', 'bad', 'rollback']);
  });

  it('a connection back in the pool starts afresh', async () => {
    const c = fakeConnection();
    await c.query({ text: 'select 1', thenCommit: true });
    c.reset();
    await c.query('select 2');
    expect(c.sent.map((s) => s.text)).toEqual(['select 1', 'select 2']);
  });
});
