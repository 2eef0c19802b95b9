/**
 * /financial-plans/create-a-budget/new-business: the new-business questionnaire. One
 * question per step; submit saves with save_new_business_workflow and opens
 * /cashflow-overview/1 (that forecast). A failed submit shows the spec's alert on the last step.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, App, Button, Descriptions, Flex, Select, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES } from '@fina/contract';
import { WizardFrame, useWizardStep } from '@fina/ui';
import { usePlanningApi } from '../../shared-ui/planning-api';
import type { SubmitError } from '../../shared-ui/submit-error';
import { submitErrorOf } from '../../shared-ui/submit-error';
import { saveNewBusiness } from '../api/budget-calls';
import { takeDraft } from '../questionnaire/draft-memory';
import { GrowthPlanQuestion } from '../questionnaire/growth-plan-question';
import { QuestionHeading } from '../questionnaire/question-heading';
import { QuestionnaireShell } from '../questionnaire/questionnaire-shell';
import type { Problems } from '../questionnaire/row-tables';
import { RowsQuestion } from '../questionnaire/rows-question';
import { stepError } from '../questionnaire/step-error';
import { useSavedAnswers } from '../questionnaire/use-saved-answers';
import type { NewDraft } from './new-draft';
import { monthLabel, nextMonth, startMonthOptions } from './start-month';
import {
  FUNDING_TABLE,
  NEW_HIRES_TABLE,
  NEW_PRODUCTS_TABLE,
  NEW_PURCHASES_TABLE,
  NEW_STEPS,
  emptyNewDraft,
  newBusinessBody,
  newDraftFrom,
  newStepProblems,
} from './new-draft';

export function NewBusinessPage() {
  const saved = useSavedAnswers('new');
  return (
    <QuestionnaireShell
      title="Budget for a new business"
      loading={saved.loading}
      loadError={saved.error}
    >
      {(companyId) => (
        <NewQuestionnaire
          key={companyId}
          companyId={companyId}
          initial={() =>
            takeDraft<NewDraft>('new', companyId) ??
            (saved.data ? newDraftFrom(saved.data.answers) : emptyNewDraft())
          }
        />
      )}
    </QuestionnaireShell>
  );
}

function NewQuestionnaire({ companyId, initial }: { companyId: string; initial: () => NewDraft }) {
  const api = usePlanningApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { step, setStep } = useWizardStep(NEW_STEPS.length);
  const [draft, setDraft] = useState<NewDraft>(initial);
  const [shown, setShown] = useState<Problems>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const current = NEW_STEPS[step] ?? NEW_STEPS[0]!;

  const goTo = (index: number, problems: Problems = new Map()) => {
    setStep(index);
    setShown(problems);
  };
  const change = (patch: Partial<NewDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit() {
    setBusy(true);
    setFailure(null);
    try {
      await saveNewBusiness(api, newBusinessBody(companyId, draft));
      message.success(MESSAGES.formSubmitted);
      navigate('/cashflow-overview/1');
    } catch (caught) {
      setFailure(submitErrorOf(caught));
    } finally {
      setBusy(false);
    }
  }

  function onNext() {
    if (current.key !== 'submit') {
      const problems = newStepProblems(current.key, draft);
      if (problems.size > 0) return setShown(problems);
      return goTo(step + 1);
    }
    for (const [index, each] of NEW_STEPS.entries()) {
      const problems = newStepProblems(each.key, draft);
      if (problems.size > 0) return goTo(index, problems);
    }
    void submit();
  }

  const table = (
    spec: typeof NEW_PRODUCTS_TABLE,
    key: 'products' | 'employees' | 'purchases' | 'funding',
  ) => (
    <RowsQuestion
      spec={spec}
      rows={draft[key]}
      problems={shown}
      onChange={(rows) => change({ [key]: rows })}
    />
  );

  const body = (() => {
    switch (current.key) {
      case 'intro':
        return null;
      case 'products':
        return table(NEW_PRODUCTS_TABLE, 'products');
      case 'plan':
        return (
          <GrowthPlanQuestion
            plan={draft.plan}
            onChange={(plan) => change({ plan })}
            otherError={shown.get('plan.otherStrategyInput')}
          />
        );
      case 'employees':
        return table(NEW_HIRES_TABLE, 'employees');
      case 'purchases':
        return table(NEW_PURCHASES_TABLE, 'purchases');
      case 'funding':
        return table(FUNDING_TABLE, 'funding');
      case 'submit':
        return (
          <Flex vertical gap={12}>
            <Flex vertical gap={4}>
              <label htmlFor="plan-start-month">First month of the plan</label>
              <Select
                id="plan-start-month"
                style={{ maxWidth: 260 }}
                value={draft.start_month || nextMonth(new Date())}
                options={startMonthOptions(new Date())}
                onChange={(start_month: string) => change({ start_month })}
              />
              <Typography.Text type="secondary">
                The budget covers 12 months from{' '}
                {monthLabel(draft.start_month || nextMonth(new Date()))}.
              </Typography.Text>
            </Flex>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                {
                  key: 'products',
                  label: 'Products',
                  children: draft.products.map((p) => p.product).join(', '),
                },
                { key: 'hires', label: 'Hires', children: String(draft.employees.length) },
                { key: 'purchases', label: 'Purchases', children: String(draft.purchases.length) },
                {
                  key: 'funding',
                  label: 'Funding sources',
                  children: String(draft.funding.length),
                },
              ]}
            />
            {failure && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={failure.title}
                {...(failure.detail ? { description: failure.detail } : {})}
              />
            )}
            <div>
              <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => goTo(step - 1)}>
                Back to the questions
              </Button>
            </div>
          </Flex>
        );
    }
  })();

  return (
    <WizardFrame
      title="Budget for a new business"
      step={step}
      total={NEW_STEPS.length}
      onBack={() => goTo(Math.max(step - 1, 0))}
      onNext={onNext}
      error={stepError(shown)}
      busy={busy}
      onClose={() => navigate('/financial-plans')}
    >
      <Flex vertical gap={12}>
        <QuestionHeading
          question={current.question}
          required={current.required}
          hint={current.hint}
        />
        {body}
      </Flex>
    </WizardFrame>
  );
}
