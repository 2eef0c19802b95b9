import { accountCalls } from './account';
import { lightCalls } from './light-call';

describe('light calls', () => {
  it.each(Object.entries(lightCalls))('%s has the address of the contract call', (name, call) => {
    const def = accountCalls[name as keyof typeof accountCalls];
    expect(call).toEqual({
      service: def.service,
      method: def.method,
      path: def.path,
      access: def.access,
    });
  });
});
