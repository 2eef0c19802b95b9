import { accountCalls } from './account';
import { callUrl, defineCall } from './define-call';
import type { CallInput, CallResponse } from './define-call';
import { z } from 'zod';

const companyCall = defineCall({
  service: 'chat',
  method: 'GET',
  path: 'company/:companyId/invoice/count',
  access: 'user',
  summary: 'count',
  params: z.object({ companyId: z.string() }),
  response: z.object({ total: z.number() }),
});

describe('callUrl', () => {
  it('puts the service prefix before the spec call name', () => {
    expect(callUrl(accountCalls.login)).toBe('/api/account/login');
  });

  it('fills and encodes path parameters', () => {
    expect(callUrl(companyCall, { companyId: 'a b/c' })).toBe(
      '/api/chat/company/a%20b%2Fc/invoice/count',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => callUrl(companyCall, {})).toThrow('Missing path parameter companyId');
  });
});

describe('call types', () => {
  it('require the body of a call with a body and type its response', () => {
    const input: CallInput<typeof accountCalls.login> = {
      body: { email: 'a@b.co', password: 'x' },
    };
    // @ts-expect-error the body is required
    const missing: CallInput<typeof accountCalls.login> = {};
    const response: CallResponse<typeof companyCall> = { total: 3 };
    expect([input.body.email, missing, response.total]).toEqual(['a@b.co', {}, 3]);
  });
});

describe('account schemas', () => {
  it('name the password rule that failed', () => {
    const body = accountCalls.createAccount.body;
    const result = body.safeParse({ email: 'new@fina.app', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
    expect(result.error?.issues[0]?.message).toMatch(/at least 8 characters/);
  });

  it('normalise the email to lower case', () => {
    const parsed = accountCalls.createAccount.body.parse({
      email: '  Owner@Example.COM ',
      password: 'secret123',
    });
    expect(parsed.email).toBe('owner@example.com');
  });
});
