import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache';

describe('StatementCache', () => {
  it('prepares each SQL text once and hands the same statement back, still usable after a schema change', () => {
    const sqlite = new SQLite(':memory:');
    try {
      const cache = new StatementCache(sqlite);
      cache.prepare('create table t (a integer)').run();
      const insert = cache.prepare('insert into t (a) values (?)');
      expect(cache.prepare('insert into t (a) values (?)')).toBe(insert);
      insert.run(1);
      insert.run(2);
      const count = cache.prepare('select count(*) as n from t');
      expect(count.get()).toEqual({ n: 2 });
      sqlite.exec('alter table t add column b text');
      expect(cache.prepare('select count(*) as n from t')).toBe(count);
      expect(count.get()).toEqual({ n: 2 });
      expect(cache.size).toBe(3);
    } finally {
      sqlite.close();
    }
  });
});
