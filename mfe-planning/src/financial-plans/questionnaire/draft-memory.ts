/**
 * Answers kept in memory (this tab only) when a submit fails: the spec sends the owner back to
 * /financial-plans/create-a-budget, and choosing the questionnaire again restores what they
 * typed, chosen files included, instead of starting over. Cleared on a successful submit.
 */
const kept = new Map<string, unknown>();

const keyOf = (kind: 'existing' | 'new', companyId: string) => `${kind}:${companyId}`;

export function keepDraft(kind: 'existing' | 'new', companyId: string, draft: unknown): void {
  kept.set(keyOf(kind, companyId), draft);
}

export function takeDraft<T>(kind: 'existing' | 'new', companyId: string): T | null {
  const key = keyOf(kind, companyId);
  const draft = kept.get(key) as T | undefined;
  kept.delete(key);
  return draft ?? null;
}

/** Router state carried back to the New / Existing choice after a failed submit. */
export interface SubmitFailedState {
  submitFailed: { title: string; detail?: string; kind: 'existing' | 'new' };
}

export function isSubmitFailedState(state: unknown): state is SubmitFailedState {
  return typeof state === 'object' && state !== null && 'submitFailed' in state;
}

/** Forgets every kept draft (tests start clean). */
export function forgetDrafts(): void {
  kept.clear();
}
