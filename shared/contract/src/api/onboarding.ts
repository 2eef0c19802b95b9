import { z } from 'zod';
import { LANGUAGES, PREFERENCES, PROFILE_OPTIONS, REFERRAL_SOURCES, USE_CASES } from '../constants';
import { defineCall } from './define-call';
import { PASSWORD_RULES_TEXT, emailField, newPasswordField } from './fields';
import { publicUser } from './account';

const optionalText = (name: string, max = 200) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .default('');

/** A settings field: optional, and blank keeps the stored value (the server ignores it). */
const personalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .optional();

const listOf = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .array(z.enum(options, { error: `${name} has an option that is not offered.` }), {
      error: `${name} must be a list.`,
    })
    .max(options.length)
    .default([]);

export const onboardingInfo = z.object({
  first_name: z.string(),
  last_name: z.string(),
  language: z.string(),
  country: z.string(),
  profile: z.array(z.string()),
  use_case: z.array(z.string()),
  description: z.string(),
  referral_source: z.string(),
  preferences: z.array(z.string()),
  /** The spec's rule: any field other than user_id holds a non-blank string or a non-empty list. */
  has_content: z.boolean(),
});
export type OnboardingInfo = z.infer<typeof onboardingInfo>;

export const onboardingCalls = {
  getOnboardingInfo: defineCall({
    service: 'account',
    method: 'GET',
    path: 'get_onboarding_info',
    access: 'user',
    summary: "The caller's onboarding answers (empty when not onboarded yet).",
    response: onboardingInfo,
  }),
  updateOnboardingInfo: defineCall({
    service: 'account',
    method: 'POST',
    path: 'update_onboarding_info',
    access: 'user',
    summary: "Save the onboarding questionnaire's personal answers.",
    body: z.object({
      first_name: optionalText('first_name', 80),
      last_name: optionalText('last_name', 80),
      language: z
        .union([z.enum(LANGUAGES), z.literal('')], {
          error: 'language must be english, french or spanish.',
        })
        .default(''),
      country: z
        .string({ error: 'country must be text.' })
        .trim()
        .regex(/^([A-Z]{2})?$/, 'country must be a two-letter country code.')
        .default(''),
      profile: listOf('profile', PROFILE_OPTIONS),
      use_case: listOf('use_case', USE_CASES),
      description: optionalText('description', 2000),
      referral_source: z
        .union([z.enum(REFERRAL_SOURCES), z.literal('')], {
          error: 'referral_source must be facebook, twitter, linkedIn or referred.',
        })
        .default(''),
      preferences: listOf('preferences', PREFERENCES),
    }),
    response: onboardingInfo,
  }),
  updatePersonalInfo: defineCall({
    service: 'account',
    method: 'POST',
    path: 'update_personal_info',
    access: 'user',
    summary:
      'Settings: personal details; empty fields keep their value. A new email or password needs current_password; either change ends every other session and answers a fresh `token` for this one.',
    body: z.object({
      // Trimmed first: a blank email ('' or spaces) keeps the stored one.
      email: z
        .string({ error: 'Email must be text.' })
        .trim()
        .pipe(
          z.union([z.literal(''), emailField], {
            error: 'Email must be a valid email address.',
          }),
        )
        .optional(),
      first_name: personalText('first_name', 80),
      last_name: personalText('last_name', 80),
      position: personalText('position', 120),
      // Blank keeps the stored password; anything else must meet the password rules.
      password: z
        .string({ error: 'Password must be text.' })
        .superRefine((value, context) => {
          if (value.trim() === '') return;
          const checked = newPasswordField.safeParse(value);
          if (!checked.success) {
            context.addIssue({
              code: 'custom',
              message: checked.error.issues[0]?.message ?? PASSWORD_RULES_TEXT,
            });
          }
        })
        .optional(),
      current_password: z
        .string({ error: 'current_password must be text.' })
        .max(128, 'current_password must be at most 128 characters.')
        .optional(),
    }),
    // `token`: present after an email or password change (the old tokens all stopped working).
    response: publicUser.extend({ token: z.string().optional() }),
  }),
};
