/**
 * Input errors that name the field, so a service can answer 400 with a message
 * pointing at the form input and a form can show the message next to it.
 */

/** One problem with one input field. `field` is a dotted path such as
 * `items.2.quantity`, the same as the API's 400s name it, so no caller translates it. */
export interface FinanceIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Thrown by every `compute…`/`forecast` function on bad input. `field` and
 * `message` describe the first problem; `issues` lists all of them.
 */
export class FinanceInputError extends Error {
  readonly field: string;
  readonly issues: readonly FinanceIssue[];

  constructor(issues: readonly FinanceIssue[]) {
    const first = issues[0] ?? { field: '', message: 'Invalid input.' };
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(first.field ? `${first.field}: ${first.message}${more}` : `${first.message}${more}`);
    this.name = 'FinanceInputError';
    this.field = first.field;
    this.issues = issues;
  }
}

export function isFinanceInputError(error: unknown): error is FinanceInputError {
  return error instanceof FinanceInputError;
}

/** Collects issues while a whole input is read, so the caller sees all of them at once. */
export class IssueCollector {
  readonly issues: FinanceIssue[] = [];

  add(field: string, message: string): void {
    this.issues.push({ field, message });
  }

  get ok(): boolean {
    return this.issues.length === 0;
  }

  /** Throws a FinanceInputError when anything was collected. */
  throwIfAny(): void {
    if (this.issues.length > 0) throw new FinanceInputError(this.issues);
  }
}

/** Joins a parent path and a child key: `fieldPath('items', 2)` is `items.2`. */
export function fieldPath(parent: string, key: string | number): string {
  return parent ? `${parent}.${key}` : String(key);
}
