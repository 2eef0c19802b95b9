/**
 * /financing/apply-loan: new or existing business first. A new business is told
 * 'You need to be in operations for at least 6 months.' with Cancel; an existing one fills
 * amount, term and purpose (starred, enforced beside each field) and notes, which are saved
 * (loan_application), then the list of applications under the spec's success dialog.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, App, Breadcrumb, Button, Card, Flex, Input, Radio, Select } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import { LOAN_AMOUNTS_PHP, LOAN_PURPOSES, LOAN_TERMS, MESSAGES } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { Field, Page } from '@fina/ui';
import { usePlanningApi } from '../shared-ui/planning-api';
import { submitErrorOf } from '../shared-ui/submit-error';
import type { SubmitError } from '../shared-ui/submit-error';
import { applyForLoan } from './loan-calls';
import type { BusinessKind, LoanDraft, LoanField, LoanProblems } from './loan-draft';
import { EMPTY_LOAN, amountLabel, loanBody, loanProblems, sentenceCase } from './loan-draft';

const LOAN_FIELDS: readonly LoanField[] = ['business_kind', 'amount', 'term', 'purpose', 'notes'];

export function ApplyLoanPage() {
  const api = usePlanningApi();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const companyId = useSelectedCompanyId();
  const [draft, setDraft] = useState<LoanDraft>(EMPTY_LOAN);
  const [problems, setProblems] = useState<LoanProblems>({});
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof LoanDraft>(field: K, value: LoanDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !companyId) return;
    const found = loanProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await applyForLoan(api, companyId, loanBody(draft));
      // Go to the list first, so the dialog opens over the application it names and OK only
      // closes it: leaving on OK made the step hang on a click the dialog's opening swallowed.
      navigate('/financing');
      modal.success({ title: 'Application sent', content: MESSAGES.loanSuccess });
    } catch (caught) {
      const error = submitErrorOf(caught);
      const field = error.field as LoanField | undefined;
      if (isApiError(caught) && field && LOAN_FIELDS.includes(field)) {
        setProblems({ [field]: caught.message });
      }
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const isNew = draft.business_kind === 'new';

  return (
    <Page title="Apply for a loan">
      <Breadcrumb items={[{ title: <Link to="/financing">Financing</Link> }, { title: 'Apply' }]} />
      {!companyId ? (
        <Alert
          type="info"
          showIcon
          title="Select or add a company in the side menu to apply for a loan."
        />
      ) : (
        <Card style={{ maxWidth: 640 }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Loan application">
            <Flex vertical gap={16}>
              <Field
                label="Is this for a new or an existing business?"
                required
                error={problems.business_kind}
              >
                <Radio.Group
                  value={draft.business_kind}
                  onChange={(event) => set('business_kind', event.target.value as BusinessKind)}
                  options={[
                    { value: 'new', label: 'New business' },
                    { value: 'existing', label: 'Existing business' },
                  ]}
                />
              </Field>
              {isNew && (
                <>
                  <Alert type="warning" showIcon role="alert" title={MESSAGES.loanNewBusiness} />
                  <div>
                    <Button onClick={() => navigate('/financing')}>Cancel</Button>
                  </div>
                </>
              )}
              {draft.business_kind === 'existing' && (
                <>
                  <Field label="Amount" required error={problems.amount}>
                    <Select<number>
                      placeholder="Choose an amount"
                      value={draft.amount ?? undefined}
                      onChange={(value) => set('amount', value)}
                      options={LOAN_AMOUNTS_PHP.map((amount) => ({
                        value: amount,
                        label: amountLabel(amount),
                      }))}
                    />
                  </Field>
                  <Field label="Term" required error={problems.term}>
                    <Select<string>
                      placeholder="Choose a term"
                      value={draft.term ?? undefined}
                      onChange={(value) => set('term', value)}
                      options={LOAN_TERMS.map((term) => ({ value: term, label: term }))}
                    />
                  </Field>
                  <Field label="Purpose" required error={problems.purpose}>
                    <Select<string>
                      placeholder="Choose a purpose"
                      value={draft.purpose ?? undefined}
                      onChange={(value) => set('purpose', value)}
                      options={LOAN_PURPOSES.map((purpose) => ({
                        value: purpose,
                        label: sentenceCase(purpose),
                      }))}
                    />
                  </Field>
                  <Field label="Notes for the lender" error={problems.notes}>
                    <Input.TextArea
                      rows={3}
                      value={draft.notes}
                      onChange={(event) => set('notes', event.target.value)}
                    />
                  </Field>
                  {failure && (
                    <Alert
                      type="error"
                      showIcon
                      role="alert"
                      title={failure.title}
                      {...(failure.detail ? { description: failure.detail } : {})}
                    />
                  )}
                  <Flex gap={8} wrap>
                    <Button type="primary" htmlType="submit" loading={busy}>
                      Apply
                    </Button>
                    <Button onClick={() => navigate('/financing')}>Cancel</Button>
                  </Flex>
                </>
              )}
            </Flex>
          </form>
        </Card>
      )}
    </Page>
  );
}
