import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { invoiceCalls } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';

interface Props {
  api: ApiClient;
  invoiceId: string;
  invoiceNumber: number;
}

/** Saves the server-rendered PDF: fetched with the bearer token, saved through an <a download>. */
export function DownloadPdfButton({ api, invoiceId, invoiceNumber }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const blob = await api.download(invoiceCalls.downloadInvoicePdf, { invoice_id: invoiceId });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${invoiceNumber}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the browser has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      message.error('The PDF could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Download PDF
    </Button>
  );
}
