import { Button } from 'antd';
import { Upload } from '@fina/antd-deferred';
import { UploadOutlined } from '@ant-design/icons';

interface UploadButtonProps {
  uploading: boolean;
  onFile: (file: File) => void;
}

/** Picks one .xlsx; the page uploads it (the list of antd's Upload is not used). */
export function UploadButton({ uploading, onFile }: UploadButtonProps) {
  return (
    <Upload
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      multiple={false}
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        onFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={uploading}>
        {uploading ? 'Uploading…' : 'Upload Excel file'}
      </Button>
    </Upload>
  );
}
