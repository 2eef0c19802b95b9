/** What the two-step sign-in calls answer (one place, so the screens and tests agree). */
export const MFA_MESSAGES = {
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  notStarted: 'Start the set-up first: no two-step sign-in is waiting for a code.',
  notOn: 'Two-step sign-in is not on for this account.',
  wrongCode: 'That code is not right. Type the 6-digit code from your app, or a recovery code.',
  wrongSetupCode: 'That code is not right. Type the 6-digit code your app shows now.',
  tooMany: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyFromAddress: (after: string) => `Too many codes from your address. Try again in ${after}.`,
  expired: 'Your sign-in took too long. Please enter your email and password again.',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off.',
  wrongPassword: 'Current password is incorrect.',
} as const;
