import { Flex, Typography } from 'antd';
import { Upload } from '@fina/antd-deferred';
import { InboxOutlined } from '@ant-design/icons';

interface FileDropProps {
  /** File name endings accepted, e.g. ['.xlsx', '.csv']. */
  accept: string[];
  maxBytes: number;
  busy: boolean;
  prompt: string;
  hint: string;
  onFile: (file: File) => void;
  /** A file refused before sending (wrong type or too large). */
  onRefused: (message: string) => void;
}

/** A drop zone (also a button for keyboards) that checks the type and size before sending. */
export function FileDrop({
  accept,
  maxBytes,
  busy,
  prompt,
  hint,
  onFile,
  onRefused,
}: FileDropProps) {
  return (
    <Upload.Dragger
      accept={accept.join(',')}
      multiple={false}
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        const name = file.name.toLowerCase();
        if (!accept.some((ending) => name.endsWith(ending))) {
          onRefused(`Invalid file format. Choose a ${accept.join(', ')} file.`);
        } else if (file.size > maxBytes) {
          onRefused(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        } else {
          onFile(file);
        }
        return Upload.LIST_IGNORE;
      }}
    >
      <Flex vertical align="center" gap={4} style={{ padding: 8 }}>
        <InboxOutlined aria-hidden style={{ fontSize: 32 }} />
        <Typography.Text strong>{busy ? 'Reading the file…' : prompt}</Typography.Text>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
    </Upload.Dragger>
  );
}
