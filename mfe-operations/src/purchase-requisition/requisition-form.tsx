import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { MESSAGES, purchaseRequisitionCalls } from '@fina/contract';
import type { Currency } from '@fina/contract';
import { useApi } from '@fina/ui';
import { submitError } from '../shared-ui/submit-error';
import type { FieldErrors, RequisitionDraft } from './requisition-draft';
import {
  emptyRequisition,
  liveTotals,
  tableField,
  toSubmission,
  validateRequisition,
} from './requisition-draft';
import { RequestFields, SupplierFields, TermsFields } from './requisition-fields';
import { RequisitionItems } from './requisition-items';
import { RequisitionTotals } from './requisition-totals';
import { TextInputField } from './text-input-field';
import { useNextRequisitionNumber } from './use-next-number';

/** How a new requisition is saved: sent for approval, or kept as a draft. */
type RequisitionSaveAs = 'submitted' | 'draft';

interface RequisitionFormProps {
  companyId: string;
  currency: Currency;
}

/** Drops the messages of the fields a change touched (they are checked again on submit). */
function withoutErrorsFor(errors: FieldErrors, patch: Partial<RequisitionDraft>): FieldErrors {
  const touched = Object.keys(patch);
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => !touched.some((key) => field === key || field.startsWith(`${key}.`)),
    ),
  );
}

/** The spec's purchase requisition form: every field, live totals, saved with a number. */
export function RequisitionForm({ companyId, currency }: RequisitionFormProps) {
  const api = useApi('mfe-operations');
  const navigate = useNavigate();
  const nextNumber = useNextRequisitionNumber(api, companyId);
  const [draft, setDraft] = useState<RequisitionDraft>(() => emptyRequisition(currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** Which button is saving: the draft one or Submit (each shows its own spinner). */
  const [submitting, setSubmitting] = useState<RequisitionSaveAs | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const live = useMemo(() => liveTotals(draft), [draft]);
  const shown = { ...errors, ...live.errors };

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (focusTick > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  function change(patch: Partial<RequisitionDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsFor(current, patch));
    setAlert(null);
  }

  /** Submit sends it for approval; a draft is kept to be finished and submitted later. */
  async function submit(saveAs: RequisitionSaveAs) {
    const found = validateRequisition(draft);
    if (Object.keys(found).length > 0 || !live.figures) {
      setErrors(found);
      // Field messages say what to fix; the generic alert only when no field names it.
      setAlert(Object.keys(found).length > 0 ? null : MESSAGES.checkInputs);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setSubmitting(saveAs);
    setAlert(null);
    try {
      const saved = await api.call(purchaseRequisitionCalls.createRequisition, {
        body: { ...toSubmission(draft, companyId, live.figures), status: saveAs },
      });
      navigate(`requisitions/${saved.requisition_id}`, { state: { saved: saveAs } });
    } catch (caught) {
      const failure = submitError(caught);
      if (failure.field && failure.fieldMessage) {
        setErrors({ [tableField(draft, failure.field)]: failure.fieldMessage });
        setFocusTick((tick) => tick + 1);
      }
      setAlert(failure.field && failure.fieldMessage ? null : failure.alert);
      setSubmitting(null);
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit('submitted')}>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Requisition #{nextNumber ?? '—'}
        </Typography.Title>
        <Card title="Request" size="small">
          <RequestFields draft={draft} errors={shown} onChange={change} />
        </Card>
        <Card title="Supplier" size="small">
          <SupplierFields draft={draft} errors={shown} onChange={change} />
        </Card>
        <Card title="Items" size="small">
          <RequisitionItems
            items={draft.items}
            errors={shown}
            figures={live.figures}
            onChange={(items) => change({ items })}
          />
        </Card>
        <Card title="Urgency and terms" size="small">
          <TermsFields draft={draft} errors={shown} onChange={change} />
        </Card>
        <Card title="Totals" size="small">
          <RequisitionTotals
            draft={draft}
            errors={shown}
            figures={live.figures}
            onChange={change}
          />
          <TextInputField
            id="requisition-notes"
            label="Notes"
            multiline
            maxLength={5000}
            value={draft.notes}
            error={shown.notes}
            onChange={(notes) => change({ notes })}
          />
        </Card>
        {alert && <Alert type="error" showIcon title={alert} role="alert" />}
        <Flex gap={12} wrap>
          <Button
            type="primary"
            htmlType="submit"
            loading={submitting === 'submitted'}
            disabled={submitting === 'draft'}
          >
            Submit
          </Button>
          <Button
            loading={submitting === 'draft'}
            disabled={submitting === 'submitted'}
            onClick={() => void submit('draft')}
          >
            Save as draft
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
