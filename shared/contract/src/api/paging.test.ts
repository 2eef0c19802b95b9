/**
 * Every list call is paged with a bounded page size (issue 10): a call answering a list takes
 * `limit` (at most PAGE_SIZE_MAX) and `offset`, so no request can ask for an unbounded list.
 */
import { z } from 'zod';
import { ALL_CALLS, PAGE_SIZE_MAX, SERVICE_PREFIX } from './index';

/** Lists whose length is fixed by the product, not by the data: nothing to page. */
const FIXED_LENGTH: Record<string, string> = {
  'GET /api/chat/company/:companyId/kpis': 'the seven KPIs of DECISIONS.md',
};
const lists = ALL_CALLS.filter(
  (def) =>
    def.response instanceof z.ZodArray &&
    !(`${def.method} ${SERVICE_PREFIX[def.service]}/${def.path}` in FIXED_LENGTH),
);
const name = (def: (typeof lists)[number]) =>
  `${def.method} ${SERVICE_PREFIX[def.service]}/${def.path}`;

it('finds the list calls', () => {
  expect(lists.length).toBeGreaterThan(8);
});

describe.each(lists.map((def) => [name(def), def] as const))('%s', (_name, def) => {
  it('takes limit and offset, bounded', () => {
    expect(def.query).toBeDefined();
    const query = def.query as z.ZodType;
    const defaults = query.safeParse({});
    expect(defaults.success).toBe(true);
    const page = defaults.data as { limit?: number; offset?: number };
    expect(page.limit).toBeGreaterThan(0);
    expect(page.limit).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    expect(page.offset).toBe(0);
    expect(query.safeParse({ limit: String(PAGE_SIZE_MAX + 1) }).success).toBe(false);
    expect(query.safeParse({ offset: '-1' }).success).toBe(false);
    expect(query.safeParse({ limit: '0' }).success).toBe(false);
  });
});
