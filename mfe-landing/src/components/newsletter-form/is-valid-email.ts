/** A pragmatic client-side check (name@domain.tld); the server validates again. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
