/**
 * The onboarding questionnaire's personal answers, one row per user. Login sends a user to
 * /dashboard when these "have content" and to /onboard otherwise (spec sections 3 and 5).
 */
import type { onboardingCalls } from '@fina/contract';
import type { CallBody, OnboardingInfo } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, onboardingInfo, sql, users } from '@fina/db';

type Answers = CallBody<typeof onboardingCalls.updateOnboardingInfo>;
type Fields = Omit<OnboardingInfo, 'has_content'>;

const EMPTY_FIELDS: Fields = {
  first_name: '',
  last_name: '',
  language: '',
  country: '',
  profile: [],
  use_case: [],
  description: '',
  referral_source: '',
  preferences: [],
};

/** Spec section 3: any field other than user_id holds a non-blank string or a non-empty list. */
export function hasContent(fields: Fields): boolean {
  return Object.values(fields).some((value) =>
    Array.isArray(value) ? value.length > 0 : value.trim() !== '',
  );
}

const withContentFlag = (fields: Fields): OnboardingInfo => ({
  ...fields,
  has_content: hasContent(fields),
});

export async function loadOnboardingInfo(db: Db, userId: string): Promise<OnboardingInfo> {
  const [row] = await db.select().from(onboardingInfo).where(eq(onboardingInfo.userId, userId));
  if (!row) return withContentFlag(EMPTY_FIELDS);
  return withContentFlag({
    first_name: row.firstName,
    last_name: row.lastName,
    language: row.language,
    country: row.country,
    profile: row.profile,
    use_case: row.useCase,
    description: row.description,
    referral_source: row.referralSource,
    preferences: row.preferences,
  });
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

/**
 * Saves the whole questionnaire (one row per user, replaced on each save). The names also
 * become the account's names, so that settings show what the user typed here.
 */
export async function saveOnboardingInfo(
  db: Db,
  userId: string,
  answers: Answers,
): Promise<OnboardingInfo> {
  const values = {
    firstName: answers.first_name,
    lastName: answers.last_name,
    language: answers.language,
    country: answers.country,
    profile: unique(answers.profile),
    useCase: unique(answers.use_case),
    description: answers.description,
    referralSource: answers.referral_source,
    preferences: unique(answers.preferences),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(onboardingInfo)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: onboardingInfo.userId,
        set: { ...values, updatedAt: sql`now()` },
      });
    const names = {
      firstName: values.firstName || undefined,
      lastName: values.lastName || undefined,
    };
    if (names.firstName || names.lastName) {
      await tx.update(users).set(names).where(eq(users.id, userId));
    }
  });
  return loadOnboardingInfo(db, userId);
}
