import type { accountCalls } from './account';
import type { CallDef } from './define-call';

/** Where a call is served: what a client needs at run time (the schemas are the server's). */
export type CallAddress = Pick<CallDef, 'service' | 'method' | 'path' | 'access'>;

/**
 * A call referred to by its address alone, typed as the full definition `C` (imported as a
 * type, so no zod is bundled). For code that must stay light; `light-call.test.ts` checks
 * every such address against the contract's real definitions.
 */
export function lightCall<C extends CallDef>(address: CallAddress): C {
  return address as C;
}

/** The calls the first-visit path makes, by address (checked against the contract in tests). */
export const lightCalls = {
  getUserDetails: lightCall<typeof accountCalls.getUserDetails>({
    service: 'account',
    method: 'GET',
    path: 'get_user_details',
    access: 'user',
  }),
  subscribeNewsletter: lightCall<typeof accountCalls.subscribeNewsletter>({
    service: 'account',
    method: 'POST',
    path: 'newsletter_subscribe',
    access: 'public',
  }),
  earlyAdopterStatus: lightCall<typeof accountCalls.earlyAdopterStatus>({
    service: 'account',
    method: 'GET',
    path: 'early_adopter_status',
    access: 'public',
  }),
  /** End Session (the shell's logout, which must not pull zod into the first load). */
  logout: lightCall<typeof accountCalls.logout>({
    service: 'account',
    method: 'POST',
    path: 'logout',
    access: 'user',
  }),
  createAccount: lightCall<typeof accountCalls.createAccount>({
    service: 'account',
    method: 'POST',
    path: 'create_account',
    access: 'public',
  }),
};
