import { Checkbox, Flex, Input, Radio, Select, Typography } from 'antd';
import {
  INDUSTRIES,
  LANGUAGES,
  PREFERENCES,
  PROFILE_OPTIONS,
  PRODUCT_NAME,
  REFERRAL_SOURCES,
  USE_CASES,
} from '@fina/contract';
import type {
  Industry,
  Language,
  Preference,
  ProfileOption,
  ReferralSource,
  UseCase,
} from '@fina/contract';
import type { OnboardingAnswers, StepKey } from './onboarding-answers';
import { useCountries } from './use-countries';
import { Field } from '@fina/ui';

interface Props {
  step: StepKey;
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function Question({ children, required }: { children: React.ReactNode; required?: boolean }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
      {children}
      {required && <span aria-hidden> *</span>}
    </Typography.Title>
  );
}

/** The question and inputs of one onboarding step. */
export function OnboardingStepFields({ step, answers, onChange }: Props) {
  const { countries, loading } = useCountries(answers.language);
  switch (step) {
    case 'intro':
      return (
        <Flex vertical gap={8}>
          <Question>Welcome to {PRODUCT_NAME}!</Question>
          <Typography.Paragraph>
            A few questions so {PRODUCT_NAME} fits your business. It takes about two minutes.
          </Typography.Paragraph>
        </Flex>
      );
    case 'name':
      return (
        <Flex vertical gap={12}>
          <Question>What is your name?</Question>
          <Field label="First name">
            <Input
              value={answers.first_name}
              onChange={(e) => onChange({ first_name: e.target.value })}
              autoFocus
            />
          </Field>
          <Field label="Last name">
            <Input
              value={answers.last_name}
              onChange={(e) => onChange({ last_name: e.target.value })}
            />
          </Field>
        </Flex>
      );
    case 'language':
      return (
        <Flex vertical gap={12}>
          <Question required>Your preferred language and country</Question>
          <Field label="Language">
            <Select
              aria-label="Language"
              placeholder="Select a language"
              value={answers.language || undefined}
              onChange={(language: Language) => onChange({ language, country: '' })}
              options={LANGUAGES.map((language) => ({
                value: language,
                label: capitalise(language),
              }))}
            />
          </Field>
          <Field label="Country">
            <Select
              aria-label="Country"
              placeholder={answers.language ? 'Select a country' : 'Choose a language first'}
              showSearch={{ optionFilterProp: 'label' }}
              loading={loading}
              disabled={!answers.language}
              value={answers.country || undefined}
              onChange={(country: string) => onChange({ country })}
              options={countries.map((country) => ({ value: country.code, label: country.name }))}
            />
          </Field>
        </Flex>
      );
    case 'profile':
      return (
        <Flex vertical gap={12}>
          <Question required>Which describes you best?</Question>
          <Checkbox.Group
            aria-label="Profile"
            value={answers.profile}
            onChange={(profile) => onChange({ profile: profile as ProfileOption[] })}
            options={[...PROFILE_OPTIONS]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Flex>
      );
    case 'use':
      return (
        <Flex vertical gap={12}>
          <Question required>What will you use {PRODUCT_NAME} for?</Question>
          <Checkbox.Group
            aria-label="Use"
            value={answers.use_case}
            onChange={(use_case) => onChange({ use_case: use_case as UseCase[] })}
            options={[...USE_CASES]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Flex>
      );
    case 'description':
      return (
        <Flex vertical gap={12}>
          <Question required>Describe your business in a few words</Question>
          <Input.TextArea
            aria-label="Description"
            rows={3}
            value={answers.description}
            onChange={(e) => onChange({ description: e.target.value })}
            // Enter writes a new line here; it must not reach the wizard, which would advance.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.stopPropagation();
            }}
            autoFocus
          />
        </Flex>
      );
    case 'heard':
      return (
        <Flex vertical gap={12}>
          <Question>How did you hear about us?</Question>
          <Select
            aria-label="How did you hear about us?"
            placeholder="Select an option"
            allowClear
            value={answers.referral_source || undefined}
            onChange={(value?: ReferralSource) => onChange({ referral_source: value ?? '' })}
            options={REFERRAL_SOURCES.map((source) => ({
              value: source,
              label: capitalise(source),
            }))}
          />
        </Flex>
      );
    case 'preferences':
      return (
        <Flex vertical gap={12}>
          <Question>How do you like your numbers?</Question>
          <Checkbox.Group
            aria-label="Preferences"
            value={answers.preferences}
            onChange={(preferences) => onChange({ preferences: preferences as Preference[] })}
            options={[...PREFERENCES]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Flex>
      );
    case 'company':
      return (
        <Flex vertical gap={12}>
          <Question>Tell us about your company</Question>
          <Field label="Company name">
            <Input
              value={answers.company_name}
              onChange={(e) => onChange({ company_name: e.target.value })}
            />
          </Field>
          <Field label="Industry">
            <Select
              aria-label="Industry"
              showSearch={{ optionFilterProp: 'label' }}
              value={answers.industry}
              onChange={(industry: Industry) => onChange({ industry })}
              options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
            />
          </Field>
          <Field label="Address">
            <Input
              value={answers.company_address}
              onChange={(e) => onChange({ company_address: e.target.value })}
            />
          </Field>
          <Field label="Website">
            <Input
              value={answers.website}
              onChange={(e) => onChange({ website: e.target.value })}
            />
          </Field>
          <Flex vertical gap={4}>
            <Typography.Text>Is it a tech startup?</Typography.Text>
            <Radio.Group
              aria-label="Tech startup"
              value={answers.tech_startup}
              onChange={(e) => onChange({ tech_startup: e.target.value as boolean })}
              options={[
                { value: true, label: 'Yes' },
                { value: false, label: 'No' },
              ]}
            />
          </Flex>
        </Flex>
      );
    case 'thanks':
      return (
        <Flex vertical gap={8}>
          <Question>Thank you!</Question>
          <Typography.Paragraph>
            That is all we need. Submit to open your dashboard.
          </Typography.Paragraph>
        </Flex>
      );
  }
}
