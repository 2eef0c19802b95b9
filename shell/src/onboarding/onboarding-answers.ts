import type { z } from 'zod';
import { DEFAULT_INDUSTRY, MESSAGES } from '@fina/contract';
import type { Industry, onboardingCalls } from '@fina/contract';

/** The personal answers, exactly as update_onboarding_info takes them. */
export type PersonalAnswers = Required<z.input<typeof onboardingCalls.updateOnboardingInfo.body>>;

/** Everything the onboarding questionnaire asks, as the form holds it. */
export interface OnboardingAnswers extends PersonalAnswers {
  company_name: string;
  industry: Industry;
  company_address: string;
  website: string;
  tech_startup: boolean;
}

/** The part saved before the company step. */
export function personalAnswers(answers: OnboardingAnswers): PersonalAnswers {
  const { company_name, industry, company_address, website, tech_startup, ...personal } = answers;
  void [company_name, industry, company_address, website, tech_startup];
  return personal;
}

export const EMPTY_ANSWERS: OnboardingAnswers = {
  first_name: '',
  last_name: '',
  language: '',
  country: '',
  profile: [],
  use_case: [],
  description: '',
  referral_source: '',
  preferences: [],
  company_name: '',
  industry: DEFAULT_INDUSTRY,
  company_address: '',
  website: '',
  tech_startup: true,
};

export type StepKey =
  | 'intro'
  | 'name'
  | 'language'
  | 'profile'
  | 'use'
  | 'description'
  | 'heard'
  | 'preferences'
  | 'company'
  | 'thanks';

/** The fuller questionnaire of the spec plus the preference page (DECISIONS.md), in order. */
export const STEPS: readonly StepKey[] = [
  'intro',
  'name',
  'language',
  'profile',
  'use',
  'description',
  'heard',
  'preferences',
  'company',
  'thanks',
];

/** The spec's alerts: an empty required text, or a required select left on its placeholder. */
export function validateStep(step: StepKey, answers: OnboardingAnswers): string | null {
  switch (step) {
    case 'language':
      return !answers.language || !answers.country ? MESSAGES.selectOption : null;
    case 'profile':
      return answers.profile.length === 0 ? MESSAGES.selectOption : null;
    case 'use':
      return answers.use_case.length === 0 ? MESSAGES.selectOption : null;
    case 'description':
      return answers.description.trim() === '' ? MESSAGES.requiredField : null;
    default:
      return null;
  }
}
