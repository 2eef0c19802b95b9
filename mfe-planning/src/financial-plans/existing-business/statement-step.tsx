/**
 * The statements upload: choosing a workbook reads it at once (statements/read, nothing
 * saved); a workbook Fina cannot read shows the server's words (which statement or line is
 * missing) and a link to the template.
 */
import { Alert, Button, Flex, Typography } from 'antd';
import { FileQuestion } from '../questionnaire/file-question';

interface StatementStepProps {
  file: File | null;
  savedName: string | null;
  reading: boolean;
  /** Why the last workbook could not be read. */
  readError: string | null;
  /** How many lines the last read found, once read. */
  linesRead: number | null;
  onFile: (file: File | null) => void;
  onDownloadTemplate: () => void;
}

export function StatementStep({
  file,
  savedName,
  reading,
  readError,
  linesRead,
  onFile,
  onDownloadTemplate,
}: StatementStepProps) {
  return (
    <Flex vertical gap={12}>
      <FileQuestion
        label="Choose the statements workbook (.xlsx)"
        file={file}
        savedName={savedName}
        onFile={onFile}
        busy={reading}
      />
      {reading && <Typography.Text role="status">Reading your statements…</Typography.Text>}
      {!reading && linesRead !== null && file && !readError && (
        <Typography.Text type="success" role="status">
          Fina read {linesRead} lines from {file.name}.
        </Typography.Text>
      )}
      {readError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Fina could not read this workbook"
          description={readError}
        />
      )}
      <Typography.Text type="secondary">
        No statements in a workbook yet?{' '}
        <Button type="link" style={{ padding: 0 }} onClick={onDownloadTemplate}>
          Download the template
        </Button>
      </Typography.Text>
    </Flex>
  );
}
