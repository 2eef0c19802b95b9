/**
 * /financial-plans/create-a-budget/existing-business: the existing-business questionnaire.
 * One question per step; the statements workbook is read as soon as it is chosen and the owner
 * checks what was read before going on; submit sends everything with
 * upload_income_statement_workflow and opens /cashflow-overview. A failed submit shows the
 * spec's alert back on /financial-plans/create-a-budget, the answers kept for a retry.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { WizardFrame, useWizardStep } from '@fina/ui';
import { usePlanningApi } from '../../shared-ui/planning-api';
import { submitErrorOf } from '../../shared-ui/submit-error';
import {
  downloadStatementsTemplate,
  readStatements,
  saveExistingBusiness,
} from '../api/budget-calls';
import { keepDraft, takeDraft } from '../questionnaire/draft-memory';
import type { SubmitFailedState } from '../questionnaire/draft-memory';
import { isXlsx } from '../questionnaire/file-question';
import { QuestionnaireShell } from '../questionnaire/questionnaire-shell';
import type { Problems } from '../questionnaire/row-tables';
import { stepError } from '../questionnaire/step-error';
import { useSavedAnswers } from '../questionnaire/use-saved-answers';
import type { ExistingDraft } from './existing-draft';
import {
  emptyExistingDraft,
  existingBusinessForm,
  existingDraftFrom,
  existingStepProblems,
} from './existing-draft';
import { EXISTING_STEPS } from './existing-steps';
import { ExistingQuestion } from './existing-question';
import { factsFromRead, linesFromRead } from './statement-lines';

export const CREATE_A_BUDGET_PATH = '/financial-plans/create-a-budget';

export function ExistingBusinessPage() {
  const saved = useSavedAnswers('existing');
  return (
    <QuestionnaireShell
      title="Budget for an existing business"
      loading={saved.loading}
      loadError={saved.error}
    >
      {(companyId) => (
        <ExistingQuestionnaire
          key={companyId}
          companyId={companyId}
          initial={() =>
            takeDraft<ExistingDraft>('existing', companyId) ??
            (saved.data ? existingDraftFrom(saved.data.answers) : emptyExistingDraft())
          }
        />
      )}
    </QuestionnaireShell>
  );
}

interface ReadState {
  reading: boolean;
  error: string | null;
  lines: number | null;
}

function readErrorOf(error: unknown): string {
  if (isApiError(error) && error.status >= 500) return MESSAGES.serverError;
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : MESSAGES.checkInputs;
}

function ExistingQuestionnaire({
  companyId,
  initial,
}: {
  companyId: string;
  initial: () => ExistingDraft;
}) {
  const api = usePlanningApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { step, setStep } = useWizardStep(EXISTING_STEPS.length);
  const [draft, setDraft] = useState<ExistingDraft>(initial);
  const [shown, setShown] = useState<Problems>(new Map());
  const [read, setRead] = useState<ReadState>({ reading: false, error: null, lines: null });
  const [busy, setBusy] = useState(false);
  const current = EXISTING_STEPS[step] ?? EXISTING_STEPS[0]!;

  const goTo = (index: number, problems: Problems = new Map()) => {
    setStep(index);
    setShown(problems);
  };

  const change = (patch: Partial<ExistingDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function chooseStatement(file: File | null) {
    change({ statementFile: file });
    setShown(new Map());
    if (!file || !isXlsx(file)) {
      setRead({ reading: false, error: null, lines: null });
      return;
    }
    setRead({ reading: true, error: null, lines: null });
    change({ facts: null });
    try {
      const result = await readStatements(api, companyId, file);
      const lines = linesFromRead(result);
      setDraft((d) => ({ ...d, statementFile: file, facts: factsFromRead(result), lines }));
      setRead({ reading: false, error: null, lines: lines.length });
      // Right after the upload: what was read, for the owner to confirm or correct.
      goTo(EXISTING_STEPS.findIndex((s) => s.key === 'review'));
    } catch (caught) {
      setRead({ reading: false, error: readErrorOf(caught), lines: null });
    }
  }

  async function submit() {
    setBusy(true);
    try {
      await saveExistingBusiness(api, existingBusinessForm(companyId, draft));
      message.success(MESSAGES.formSubmitted);
      navigate('/cashflow-overview');
    } catch (caught) {
      const error = submitErrorOf(caught);
      keepDraft('existing', companyId, draft);
      const state: SubmitFailedState = { submitFailed: { ...error, kind: 'existing' } };
      navigate(CREATE_A_BUDGET_PATH, { state });
    } finally {
      setBusy(false);
    }
  }

  function onNext() {
    if (current.key !== 'submit') {
      const problems = existingStepProblems(current.key, draft);
      if (problems.size > 0) return setShown(problems);
      return goTo(step + 1);
    }
    // Every required answer before the submit: the first missing one is shown on its step.
    for (const [index, each] of EXISTING_STEPS.entries()) {
      const problems = existingStepProblems(each.key, draft);
      if (problems.size > 0) return goTo(index, problems);
    }
    void submit();
  }

  return (
    <WizardFrame
      title="Budget for an existing business"
      step={step}
      total={EXISTING_STEPS.length}
      startLabel="Start"
      submitLabel="Submit"
      onBack={() => goTo(Math.max(step - 1, 0))}
      onNext={onNext}
      error={stepError(shown)}
      busy={busy || read.reading}
      onClose={() => navigate('/financial-plans')}
    >
      <ExistingQuestion
        step={current}
        draft={draft}
        problems={shown}
        read={read}
        change={change}
        onStatement={(file) => void chooseStatement(file)}
        onDownloadTemplate={() =>
          void downloadStatementsTemplate(api).catch(() => message.error(MESSAGES.chartsIssue))
        }
        onBackToQuestions={() => goTo(step - 1)}
      />
    </WizardFrame>
  );
}
