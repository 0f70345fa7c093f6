import { describe, expect, it } from 'vitest';
import { sqlProblem } from '../../src/uat/sql.js';

// The refusals are held through the bundle (test/adversarial/uat-acceptance.test.ts, #106);
// here, that ordinary read-only queries are not refused.
describe('sqlProblem: ordinary read-only queries pass', () => {
  it.each([
    "SELECT count(*) FROM bookings WHERE customer = 'Ana Test'",
    "select status from bookings where note = 'it''s; done' ;",
    'SELECT "into", `for` FROM "Bookings"\n  WHERE id = 3 -- the test booking; not INTO\n  ORDER BY 1;\n',
    '/* the witness */ SELECT 1',
    "SELECT 'C:\\\\dir' AS y",
    'SELECT * FROM bookings FOR_UPDATE_LOG',
  ])('%s', (query) => {
    expect(sqlProblem(query)).toBeUndefined();
  });

  it('an unclosed string or comment is refused with its line, whatever the dialect', () => {
    expect(sqlProblem("SELECT 1\nWHERE a = 'x")).toBe('line 2 of the query opens a string, quoted name or comment it never closes');
    expect(sqlProblem('SELECT 1 /* no end')).toBe('line 1 of the query opens a string, quoted name or comment it never closes');
    expect(sqlProblem('-- only a comment')).toBe('the query is empty once its comments are set aside');
    // Conservative: a database without $$ strings reads a second statement here.
    expect(sqlProblem('SELECT $$a;b$$ AS x')).toBe('line 1 of the query starts a second statement (b); keep one SELECT');
  });
});
