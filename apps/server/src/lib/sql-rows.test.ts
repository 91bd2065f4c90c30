import { describe, expect, it } from 'vitest';
import { returnedRow, rowsOf } from './sql-rows';

describe('returnedRow', () => {
  it('gives back the row a statement returned', () => {
    const row = { id: 7 };
    expect(returnedRow(row, 'transfer insert')).toBe(row);
  });

  it('raises a fault naming the statement when it returned none', () => {
    expect(() => returnedRow(undefined, 'transfer insert')).toThrow(new Error('transfer insert returned no row'));
  });
});

describe('rowsOf', () => {
  it('reads the rows of a raw query’s answer', () => {
    expect(rowsOf<{ n: number }>({ rows: [{ n: 1 }], fields: [] })).toEqual([{ n: 1 }]);
  });
});
