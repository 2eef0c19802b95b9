/** Business constants of the spec, section 9. */

/** The currencies Fina supports; `@fina/finance` keeps each one's minor unit and locale. */
export const CURRENCIES = ['USD', 'PHP', 'GBP', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export const LANGUAGES = ['english', 'french', 'spanish'] as const;
export type Language = (typeof LANGUAGES)[number];

export const REFERRAL_SOURCES = ['facebook', 'twitter', 'linkedIn', 'referred'] as const;

export const PROFILE_OPTIONS = [
  'Small business owner',
  'Startup founder',
  'Accounting professional',
  'Finance professional',
  'Other',
] as const;

export const USE_CASES = [
  'Creating a budget',
  'Monitoring performance',
  'Monitoring cash flows',
  'Looking for capital',
  'Reporting to investors and stakeholders',
] as const;

export const PREFERENCES = [
  'Love to read graphs',
  'Love to use Excel',
  'Just give me the insights!',
] as const;

/** The funding sources of a new business's budget (spec section 4). */
export const FUNDING_SOURCES = [
  'Own money',
  'Family and friends',
  'Angel investors',
  'Lenders',
  'VCs',
] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** The payday options of the payroll wizard, exactly as the spec words them. */
export const PAYDAY_OPTIONS = [
  'Every 15th and 30th of the month',
  'Every 5th and 20th of the month',
  'Every end of the month',
  'Others',
] as const;
export type PaydayOption = (typeof PAYDAY_OPTIONS)[number];

export function isPaydayOption(value: unknown): value is PaydayOption {
  return typeof value === 'string' && (PAYDAY_OPTIONS as readonly string[]).includes(value);
}

/** The spec says 41 industries and lists 40; the list is the product's (DECISIONS: content as listed). */
export const INDUSTRIES = [
  'Advertising',
  'Aerospace',
  'Agriculture',
  'Clothing Industry',
  'Computer',
  'Construction',
  'Distribution',
  'Economics',
  'Education',
  'Energy',
  'Entrepreneurship',
  'Entertainment',
  'Fashion',
  'Financial Services',
  'Finance',
  'Fishery',
  'Food Industry',
  'Food Service',
  'Forestry',
  'Health care',
  'Hospitality Industry',
  'Human Resources',
  'Insurance',
  'Investment',
  'Management',
  'Manufacturing',
  'Marketing',
  'Media',
  'Mining',
  'Pharmaceutics',
  'Production',
  'Public Administration',
  'Real State',
  'Retail',
  'Small Business',
  'Technology',
  'Telecommunications',
  'Trade',
  'Transport',
  'Warehouse',
] as const;
export const DEFAULT_INDUSTRY = 'Advertising';

/** The spec's growth options: 10% to 100% by 10, then 150% and 200%. */
export const GROWTH_RATE_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200] as const;
export type GrowthRatePercent = (typeof GROWTH_RATE_OPTIONS)[number];
/** The spec's default growth rate. */
export const DEFAULT_GROWTH_RATE: GrowthRatePercent = 10;

/** The months of the year, January first: labels, and the names a month may be written as. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const LOAN_AMOUNTS_PHP = [5000, 10000, 15000, 20000] as const;
export const LOAN_TERMS = [
  '1 month',
  '3 months',
  '6 months',
  '12 months',
  '1 year',
  '3 years',
  '5 years',
] as const;
export const LOAN_PURPOSES = [
  'capital expenditure',
  'working capital',
  'refinance an existing loan',
  'other',
] as const;

/** Early-adopter offer: the first 50 users; the end date is configuration (DECISIONS.md). */
export const EARLY_ADOPTER_PLACES = 50;
export const EARLY_ADOPTER_DISCOUNT_PERCENT = 30;

export const ADMIN_PAGE_SIZE = 100;
export const CHAT_TYPING_MS_PER_CHAR = 20;
export const FLASH_MESSAGE_MS = 3000;

export type Industry = (typeof INDUSTRIES)[number];
export type ProfileOption = (typeof PROFILE_OPTIONS)[number];
export type UseCase = (typeof USE_CASES)[number];
export type Preference = (typeof PREFERENCES)[number];
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES_TEXT =
  'Password must be at least 8 characters and contain a letter and a number.';
