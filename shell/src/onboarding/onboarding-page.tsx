import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Flex, Typography } from 'antd';
import { MESSAGES, companyCalls, onboardingCalls } from '@fina/contract';
import { FINA_COLORS, FinaProvider, Logo, WizardFrame, useWizardStep } from '@fina/ui';
import { isApiError } from '@fina/api-client';
import { shellApi } from '../session/api';
import { refreshCompanies } from '../companies/company-list';
import { EMPTY_ANSWERS, STEPS, personalAnswers, validateStep } from './onboarding-answers';
import type { OnboardingAnswers } from './onboarding-answers';
import { OnboardingStepFields } from './onboarding-step-fields';

function OnboardingWizard() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { step, next, back } = useWizardStep(STEPS.length);
  const [answers, setAnswers] = useState<OnboardingAnswers>(EMPTY_ANSWERS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = STEPS[step]!;

  const failed = (caught: unknown) =>
    setError(isApiError(caught) ? caught.message : MESSAGES.checkInputs);

  async function savePersonalInfo() {
    await shellApi.call(onboardingCalls.updateOnboardingInfo, { body: personalAnswers(answers) });
  }

  async function submitCompany() {
    if (answers.company_name.trim()) {
      await shellApi.call(companyCalls.createCompany, {
        body: {
          company_name: answers.company_name,
          industry: answers.industry,
          company_address: answers.company_address,
          website: answers.website,
          tech_startup: answers.tech_startup,
        },
      });
      await refreshCompanies();
    }
  }

  async function onNext() {
    setError(null);
    const invalid = validateStep(key, answers);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      // Personal info is saved before the company step; the company at the end.
      if (STEPS[step + 1] === 'company') await savePersonalInfo();
      if (key === 'thanks') {
        await submitCompany();
        message.success(MESSAGES.onboardingSubmitted);
        navigate('/dashboard', { replace: true });
        return;
      }
      next();
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <WizardFrame
      title="Getting to know you"
      step={step}
      total={STEPS.length}
      startLabel="okay"
      submitLabel="Submit"
      onBack={() => {
        setError(null);
        back();
      }}
      onNext={onNext}
      error={error}
      busy={busy}
    >
      <OnboardingStepFields
        step={key}
        answers={answers}
        onChange={(patch) => setAnswers((current) => ({ ...current, ...patch }))}
      />
    </WizardFrame>
  );
}

/** /onboard: the questionnaire after a first login. */
export default function OnboardingPage() {
  return (
    <FinaProvider>
      {/* A column centred on the page: the card is as tall as its question, not the window. */}
      <main>
        <Flex
          vertical
          align="center"
          gap={24}
          style={{ minHeight: '100vh', padding: '40px 16px', background: FINA_COLORS.surfaceAlt }}
        >
          <Logo size={36} />
          {/* The page's one h1; each question below is an h2, so headings go in order. */}
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24, textAlign: 'center' }}>
            Set up Fina for your business
          </Typography.Title>
          <OnboardingWizard />
        </Flex>
      </main>
    </FinaProvider>
  );
}
