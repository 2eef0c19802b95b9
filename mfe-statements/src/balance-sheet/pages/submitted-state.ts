/** What a successful save passes to /balance-sheet (router state): show the success alert. */
export interface SubmittedState {
  submitted: true;
  companyId: string;
}

export function submittedState(companyId: string): SubmittedState {
  return { submitted: true, companyId };
}

export function isSubmittedState(state: unknown): state is SubmittedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { submitted?: unknown }).submitted === true &&
    typeof (state as { companyId?: unknown }).companyId === 'string'
  );
}
