import { useState } from 'react';
import { Alert, Flex, Typography } from 'antd';
import { Upload } from '@fina/antd-deferred';
import { InboxOutlined } from '@ant-design/icons';
import { MESSAGES, PAYROLL_UPLOAD_MAX_BYTES, payrollCalls } from '@fina/contract';
import type { PayrollUploadResult } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';

interface EmployeeUploadProps {
  api: ApiClient;
  companyId: string;
  /** The rows read from the workbook, for review in the table (nothing is saved yet). */
  onRows: (result: PayrollUploadResult) => void;
}

const LIMIT_MB = Math.round(PAYROLL_UPLOAD_MAX_BYTES / (1024 * 1024));

/** Upload an .xlsx employee list: read on the server, the rows come back for review. */
export function EmployeeUpload({ api, companyId, onRows }: EmployeeUploadProps) {
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function read(file: File) {
    setError(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setError(MESSAGES.invalidFileFormat);
      return;
    }
    if (file.size > PAYROLL_UPLOAD_MAX_BYTES) {
      setError(`The file is too large (limit ${LIMIT_MB} MB).`);
      return;
    }
    setReading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      onRows(await api.upload(payrollCalls.parsePayrollUpload, form, { companyId }));
    } catch (caught) {
      setError(isApiError(caught) && caught.status < 500 ? caught.message : MESSAGES.serverError);
    } finally {
      setReading(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        accept=".xlsx"
        multiple={false}
        showUploadList={false}
        disabled={reading}
        beforeUpload={(file) => {
          void read(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p style={{ margin: 0 }}>
          <InboxOutlined style={{ fontSize: 32 }} />
        </p>
        <Typography.Paragraph style={{ margin: 0 }}>
          {reading ? 'Reading the employee list…' : 'Upload your employee list (.xlsx)'}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          Columns Name, Role and Salary (monthly gross), up to {LIMIT_MB} MB. You review the rows
          before saving.
        </Typography.Text>
      </Upload.Dragger>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Flex>
  );
}
