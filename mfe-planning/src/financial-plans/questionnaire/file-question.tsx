import { Button, Flex, Typography } from 'antd';
import { Upload } from '@fina/antd-deferred';
import { UploadOutlined } from '@ant-design/icons';

interface FileQuestionProps {
  /** The button's accessible name and text ('Choose the statements workbook'). */
  label: string;
  file: File | null;
  /** A name remembered from a saved questionnaire, shown when no new file is chosen. */
  savedName?: string | null;
  onFile: (file: File | null) => void;
  busy?: boolean;
}

/** An .xlsx picker that keeps the file in the browser until the submit (nothing uploads here). */
export function FileQuestion({ label, file, savedName, onFile, busy }: FileQuestionProps) {
  return (
    <Flex vertical gap={8}>
      <Upload
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(chosen) => {
          onFile(chosen);
          return false; // kept in the browser: sent with the submit
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
          {label}
        </Button>
      </Upload>
      {file ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>
            Chosen: <strong>{file.name}</strong>
          </Typography.Text>
          <Button type="link" size="small" onClick={() => onFile(null)}>
            Remove
          </Button>
        </Flex>
      ) : (
        savedName && (
          <Typography.Text type="secondary">Last time you sent {savedName}.</Typography.Text>
        )
      )}
    </Flex>
  );
}

export function isXlsx(file: File): boolean {
  return /\.xlsx$/i.test(file.name.trim());
}
