import { bus } from '@fina/bus';

/** What the shell puts on the bus for a signed-in user (chat sessions are per user). */
export function signIn() {
  bus.publish('shell:session', { token: 'token', user: null });
}
