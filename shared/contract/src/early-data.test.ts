import { EARLY_CALLS } from './early-data';

// The page's HTML sends these before any app code runs, so they must be safe to send
// unasked (reads only) and addressable with what the browser remembers (the company).
describe('early calls', () => {
  const all = [...EARLY_CALLS.everyPage, ...Object.values(EARLY_CALLS.byPath).flat()];

  it('are reads of a signed-in owner', () => {
    for (const call of all) {
      expect(call.method).toBe('GET');
      expect(call.access).toBe('user');
    }
  });

  it('need no path parameter but the selected company, and every page needs none', () => {
    for (const call of all) {
      const params = call.path.match(/:[A-Za-z_]+/g) ?? [];
      expect(params.filter((param) => param !== ':companyId')).toEqual([]);
    }
    for (const call of EARLY_CALLS.everyPage) expect(call.path).not.toContain(':');
  });
});
