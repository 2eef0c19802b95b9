import { useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Flex, Spin, theme } from 'antd';
import { Upload } from '@fina/antd-deferred';
import { PictureOutlined } from '@ant-design/icons';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, invoiceCalls } from '@fina/contract';
import { isApiError } from '@fina/api-client';
import type { ApiClient } from '@fina/api-client';
import { useCompanyLogo } from './use-company-logo';

const ACCEPT = LOGO_CONTENT_TYPES.join(',');
const WRONG_TYPE = 'Choose a PNG or JPEG image for the logo.';
const TOO_LARGE = 'The logo must be at most 1 MB.';

/** Checked in the browser first; the server checks the bytes again. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE;
  return file.size > LOGO_MAX_BYTES ? TOO_LARGE : null;
}

interface Props {
  api: ApiClient;
  companyId: string;
}

/** The company logo: 'Add Your Logo' until one is uploaded, then the logo with 'Change logo'. */
export function LogoField({ api, companyId }: Props) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const logo = useCompanyLogo(api, companyId);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    const problem = logoFileProblem(file);
    if (problem) {
      message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append('logo', file);
      await api.upload(invoiceCalls.uploadCompanyLogo, form, { companyId });
      logo.reload();
      message.success('Logo saved.');
    } catch (error) {
      message.error(
        isApiError(error) && error.status < 500 ? error.message : 'The logo could not be saved.',
      );
    } finally {
      setUploading(false);
    }
  }

  const picker = (children: ReactNode) => (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      {children}
    </Upload>
  );

  if (logo.loading) return <Spin size="small" description="Loading logo" />;
  if (logo.url) {
    return (
      <Flex vertical gap={4} align="start">
        <img
          src={logo.url}
          alt="Company logo"
          style={{ maxHeight: 80, maxWidth: 220, objectFit: 'contain' }}
        />
        {picker(
          <Button size="small" type="link" loading={uploading} style={{ padding: 0 }}>
            Change logo
          </Button>,
        )}
      </Flex>
    );
  }
  return picker(
    <Button
      icon={<PictureOutlined />}
      loading={uploading}
      style={{
        height: 80,
        width: 220,
        borderStyle: 'dashed',
        color: token.colorTextSecondary,
      }}
    >
      Add Your Logo
    </Button>,
  );
}
