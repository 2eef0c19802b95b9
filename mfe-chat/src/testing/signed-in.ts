import { bus } from '@fina/bus';

/** What the shell puts on the bus for a signed-in user (the company is published by the tests that need one). */
export function signIn() {
  bus.publish('shell:session', { token: 'token', user: null });
}
