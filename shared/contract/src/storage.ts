/** The only localStorage keys of the product; the shell alone reads and writes them. */
export const STORAGE_KEYS = {
  token: 'jwtToken',
  selectedCompany: 'selectedCompany',
} as const;
