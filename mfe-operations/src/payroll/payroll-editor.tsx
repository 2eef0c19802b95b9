import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Divider, Flex, Spin, Typography } from 'antd';
import { Form } from '@fina/antd-deferred';
import { MESSAGES, payrollCalls } from '@fina/contract';
import type { Currency, PayrollUploadResult, SavedPayroll } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import { useApi } from '@fina/ui';
import { submitError } from '../shared-ui/submit-error';
import { EmployeeTable } from './employee-table';
import { EmployeeUpload } from './employee-upload';
import { PaydayField } from './payday-field';
import type { FieldErrors, PayrollDraft } from './payroll-draft';
import {
  draftFromSaved,
  emptyDraft,
  liveMonthlyTotal,
  newEmployeeRow,
  tableField,
  toSubmission,
  validateDraft,
} from './payroll-draft';
import { PayrollScheduleView } from './payroll-schedule-view';

interface PayrollEditorProps {
  companyId: string;
  currency: Currency;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };
type Notice = { type: 'success' | 'error' | 'info' | 'warning'; text: string } | null;

/** Focus the first input with a message, so keyboard users land where the fix is. */
function focusFirstError(errors: FieldErrors) {
  const [first] = Object.keys(errors);
  if (!first) return;
  const id =
    first === 'employees' ? 'payroll-employees-0-name' : `payroll-${first.replace(/[._]/g, '-')}`;
  document.getElementById(id)?.focus();
}

/** One company's payroll: loads the saved one, edits, saves, shows the engine's schedule. */
export function PayrollEditor({ companyId, currency }: PayrollEditorProps) {
  const api = useApi('mfe-operations');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [draft, setDraft] = useState<PayrollDraft>(emptyDraft);
  const [saved, setSaved] = useState<SavedPayroll | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);

  const fetchPayroll = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const { payroll } = await api.call(payrollCalls.getPayroll, { params: { companyId } });
      setSaved(payroll);
      setDraft(payroll ? draftFromSaved(payroll) : emptyDraft());
      setLoad({ state: 'ready' });
    } catch (caught) {
      setLoad({
        state: 'failed',
        message: isApiError(caught) && caught.status < 500 ? caught.message : MESSAGES.serverError,
      });
    }
  }, [api, companyId]);

  useEffect(() => {
    void fetchPayroll();
  }, [fetchPayroll]);

  function edit(next: PayrollDraft) {
    setDraft(next);
    setNotice(null);
  }

  function showUpload(result: PayrollUploadResult) {
    setDraft((current) => ({
      ...current,
      rows: result.employees.map((employee) => newEmployeeRow(employee)),
    }));
    setErrors(Object.fromEntries(result.issues.map((issue) => [issue.field, issue.message])));
    const count = `${result.employees.length} ${result.employees.length === 1 ? 'employee' : 'employees'}`;
    setNotice(
      result.issues.length > 0
        ? {
            type: 'warning',
            text: `${count} read from ${result.file_name} (sheet ${result.sheet}). Fix the marked cells, then save.`,
          }
        : {
            type: 'info',
            text: `${count} read from ${result.file_name} (sheet ${result.sheet}). Review them, then save.`,
          },
    );
  }

  async function save() {
    const found = validateDraft(draft, currency);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Each field says what is wrong next to it; a generic banner would say it twice.
      setNotice(null);
      focusFirstError(found);
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const result = await api.call(payrollCalls.savePayroll, {
        params: { companyId },
        body: toSubmission(draft),
      });
      setSaved(result);
      setDraft(draftFromSaved(result));
      setNotice({ type: 'success', text: MESSAGES.formSubmitted });
    } catch (caught) {
      const failure = submitError(caught);
      if (failure.field && failure.fieldMessage) {
        setErrors({ [tableField(draft, failure.field)]: failure.fieldMessage });
        setNotice(null);
      } else {
        setNotice({ type: 'error', text: failure.alert });
      }
    } finally {
      setSaving(false);
    }
  }

  if (load.state === 'loading') {
    return <Spin description="Loading the payroll…" style={{ padding: 48 }} />;
  }
  if (load.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={load.message}
        action={<Button onClick={() => void fetchPayroll()}>Retry</Button>}
      />
    );
  }

  const monthly = liveMonthlyTotal(draft, currency);
  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" onFinish={() => void save()} requiredMark>
        <Card title="Employee list" size="small">
          <Flex vertical gap={16}>
            <EmployeeUpload api={api} companyId={companyId} onRows={showUpload} />
            <Divider plain style={{ margin: 0 }}>
              or enter your employees
            </Divider>
            <EmployeeTable
              rows={draft.rows}
              errors={errors}
              onChange={(rows) => edit({ ...draft, rows })}
            />
            {monthly && (
              <Typography.Text>
                Monthly gross payroll: <strong>{monthly}</strong>
              </Typography.Text>
            )}
          </Flex>
        </Card>
        <Card size="small" style={{ marginTop: 16 }}>
          <PaydayField
            payday={draft.payday}
            customDays={draft.customDays}
            paydayError={errors.payday}
            daysError={errors.custom_days ?? errors['custom_days.0']}
            onChange={(payday, customDays) => edit({ ...draft, payday, customDays })}
          />
          <Flex vertical gap={12}>
            {notice && <Alert type={notice.type} showIcon title={notice.text} role="alert" />}
            <div>
              <Button type="primary" htmlType="submit" loading={saving}>
                Save payroll
              </Button>
            </div>
          </Flex>
        </Card>
      </Form>
      {saved ? (
        <PayrollScheduleView schedule={saved.schedule} employeeCount={saved.employees.length} />
      ) : (
        <Typography.Text type="secondary">
          Save the payroll to see its pay dates and the gross pay of each.
        </Typography.Text>
      )}
    </Flex>
  );
}
