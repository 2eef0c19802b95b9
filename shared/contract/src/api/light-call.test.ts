import { CALL_GROUPS } from './all-calls';
import type { CallDef } from './define-call';
import { lightCalls } from './light-call';

/** The contract's calls of that name, in every group. */
const callsNamed = (name: string): CallDef[] =>
  Object.values(CALL_GROUPS).flatMap((group) =>
    name in group ? [(group as Record<string, CallDef>)[name] as CallDef] : [],
  );

describe('light calls', () => {
  it.each(Object.entries(lightCalls))('%s has the address of the contract call', (name, call) => {
    const [def, ...others] = callsNamed(name);
    expect(others).toHaveLength(0);
    expect(call).toEqual({
      service: def?.service,
      method: def?.method,
      path: def?.path,
      access: def?.access,
    });
  });
});
