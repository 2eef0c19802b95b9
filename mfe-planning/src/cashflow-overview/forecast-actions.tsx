import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { DownloadOutlined, MessageOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { CHAT_ROUTE } from '@fina/contract';
import { lightCalls } from '@fina/contract/core';
import type { ApiClient } from '@fina/api-client';

/** Download the forecast workbook (with the bearer token) and ask Fina about it. */
export function ForecastActions({
  api,
  companyId,
  year,
}: {
  api: ApiClient;
  companyId: string;
  year: number;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const blob = await api.download(lightCalls.downloadForecastWorkbook, { companyId });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `fina-forecast-${year}.xlsx`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked on the next tick: the browser has started the download by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      message.error('The forecast could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  async function ask() {
    setAsking(true);
    try {
      const { session_id } = await api.call(lightCalls.askAboutForecast, {
        params: { companyId },
      });
      navigate(`${CHAT_ROUTE}/${session_id}`);
    } catch {
      message.error('Fina could not open the forecast. Please try again.');
      setAsking(false);
    }
  }

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
        Download forecast (.xlsx)
      </Button>
      <Button icon={<MessageOutlined />} loading={asking} onClick={() => void ask()}>
        Ask Fina about this forecast
      </Button>
    </Space>
  );
}
