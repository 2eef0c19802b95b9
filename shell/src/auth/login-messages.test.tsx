import { ApiError } from '@fina/api-client';
import { loginErrorOutcome, registerErrorText } from './login-messages';

describe('the login error catalogue', () => {
  it.each([
    [401, undefined, { kind: 'message', text: 'Invalid email or password' }],
    [500, undefined, { kind: 'message', text: 'An error occurred during login' }],
    [476, undefined, { kind: 'onboard' }],
  ])('maps %i', (status, field, outcome) => {
    expect(loginErrorOutcome(new ApiError(status, 'server text', { field }))).toEqual(outcome);
  });

  it("shows the server's email or password message for a 400", () => {
    const error = new ApiError(400, 'Email is required.', { field: 'email' });
    expect(loginErrorOutcome(error)).toEqual({ kind: 'message', text: 'Email is required.' });
  });

  it("shows a deactivated account's message (410)", () => {
    const error = new ApiError(410, 'This account has been deactivated.');
    expect(loginErrorOutcome(error)).toEqual({
      kind: 'deactivated',
      text: 'This account has been deactivated.',
    });
  });

  it('treats a network failure as an error during login', () => {
    expect(loginErrorOutcome(new TypeError('fetch failed'))).toEqual({
      kind: 'message',
      text: 'An error occurred during login',
    });
  });
});

describe('the registration catalogue', () => {
  it('maps 474, a 400 rule and anything else', () => {
    expect(registerErrorText(new ApiError(474, 'exists'))).toBe(
      'An account with this email already exists.',
    );
    expect(registerErrorText(new ApiError(400, 'Password must be at least 8 characters.'))).toBe(
      'Password must be at least 8 characters.',
    );
    expect(registerErrorText(new ApiError(503, 'down'))).toBe(
      'Registration failed. Please try again later.',
    );
  });
});
