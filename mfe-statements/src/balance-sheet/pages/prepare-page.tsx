/**
 * /balance-sheet/prepare-my-balance-sheet: the wizard. One question per step with
 * 'You are N% complete', Back and next, Enter advances; the required steps (company, date,
 * cash on hand, cash in bank) do not let the user past until answered; the last step shows
 * the statement and submits. Close goes back to /balance-sheet.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useCompanies, useSelectedCompanyId } from '@fina/bus';
import { Page, WizardFrame, useWizardStep } from '@fina/ui';
import { useSubmitBalanceSheet } from '../api/submit-balance-sheet';
import { StatementView } from '../components/statement-view';
import { SubmitAlert } from '../components/submit-alert';
import { TotalsPreview } from '../components/totals-preview';
import { WizardQuestion } from '../components/wizard-question';
import { emptyDraft } from '../model/draft';
import { longDate } from '../model/format-date';
import { WIZARD_STEPS, stepIndexOfField } from '../model/steps';
import { useDraft } from '../model/use-draft';
import type { DraftIssues } from '../model/validate-draft';
import { issuesFor } from '../model/validate-draft';
import { submittedState } from './submitted-state';

export function PreparePage() {
  const navigate = useNavigate();
  const selectedId = useSelectedCompanyId();
  const companies = useCompanies();
  const { step, next, setStep } = useWizardStep(WIZARD_STEPS.length);
  const { draft, setField, setRows, figures, issues } = useDraft(() =>
    emptyDraft(selectedId ?? ''),
  );
  const [companyChosen, setCompanyChosen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<DraftIssues>(new Map());
  const submitting = useSubmitBalanceSheet();
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0]!;

  // Until the user picks a company here, the wizard follows the side nav's selection.
  useEffect(() => {
    if (!companyChosen && selectedId) setField('company_id', selectedId);
  }, [companyChosen, selectedId, setField]);

  const goTo = (index: number, message: string | null, problems: DraftIssues) => {
    setStep(index);
    setError(message);
    setShown(problems);
  };

  async function onNext() {
    if (current.key !== 'review') {
      const problems = issuesFor(issues, current.field);
      if (problems.length > 0) return goTo(step, problems[0]![1], new Map(problems));
      goTo(step, null, new Map());
      return next();
    }
    const first = [...issues][0];
    if (first) {
      const index = Math.max(0, stepIndexOfField(first[0]));
      return goTo(index, first[1], new Map(issuesFor(issues, WIZARD_STEPS[index]!.field)));
    }
    if (await submitting.submit(draft, figures)) {
      navigate('/balance-sheet', { state: submittedState(draft.company_id) });
    }
  }

  const companyName =
    companies.find((c) => c.company_id === draft.company_id)?.company_name ?? 'Your company';

  return (
    <Page title="Balance sheet">
      <Flex justify="center">
        <WizardFrame
          title="Prepare my balance sheet"
          step={step}
          total={WIZARD_STEPS.length}
          startLabel="Next"
          submitLabel="Submit"
          onBack={() => goTo(Math.max(step - 1, 0), null, new Map())}
          onNext={() => void onNext()}
          error={error}
          busy={submitting.busy}
          onClose={() => navigate('/balance-sheet')}
        >
          <WizardQuestion
            step={current}
            draft={draft}
            issues={shown}
            setField={(field, value) => {
              if (field === 'company_id') setCompanyChosen(true);
              setField(field, value);
            }}
            setRows={setRows}
          />
          {current.key === 'review' ? (
            <Flex vertical gap={12}>
              {figures && (
                <StatementView
                  figures={figures}
                  caption={`${companyName} · as of ${draft.date ? longDate(draft.date) : '—'}`}
                />
              )}
              <SubmitAlert error={submitting.error} />
              <div>
                <Button
                  icon={<ArrowLeftOutlined />}
                  onClick={() => goTo(step - 1, null, new Map())}
                >
                  Back to the questions
                </Button>
              </div>
            </Flex>
          ) : (
            step > 0 && <TotalsPreview figures={figures} />
          )}
        </WizardFrame>
      </Flex>
    </Page>
  );
}
