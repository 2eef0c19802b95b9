import { Alert, Button, Col, Row, Spin, Typography } from 'antd';
import { MESSAGES } from '@fina/contract';
import { useSelectedCompanyId } from '@fina/bus';
import { Page, useApi } from '@fina/ui';
import { FirstSteps } from './first-steps';
import { KpiCard } from './kpi-card';
import { isEmptyCompany } from './kpi-format';
import { KpiPicker } from './kpi-picker';
import { useDashboard } from './use-dashboard';

/** /dashboard: the diary line, then the KPI control panel the owner arranges per company. */
export function DashboardPage() {
  const api = useApi('mfe-planning');
  const companyId = useSelectedCompanyId();
  const { kpis, shown, loading, failed, reload, saveShown } = useDashboard(api, companyId);
  const visible = kpis.filter((kpi) => shown.includes(kpi.key));
  const ready = !loading && !failed && kpis.length > 0;

  return (
    <Page
      title="Dashboard"
      extra={
        ready && (
          <KpiPicker
            options={kpis.map((kpi) => ({ key: kpi.key, label: kpi.label }))}
            shown={shown}
            onSave={saveShown}
          />
        )
      }
    >
      <Typography.Paragraph>{MESSAGES.dashboardDiary}</Typography.Paragraph>
      {!companyId && (
        <Alert type="info" showIcon title="Add or select a company to see its KPIs." />
      )}
      {loading && <Spin aria-label="Loading your KPIs" />}
      {failed && (
        <Alert
          type="warning"
          showIcon
          title="Your KPIs could not be loaded."
          action={
            <Button size="small" onClick={reload}>
              Try again
            </Button>
          }
        />
      )}
      {ready && isEmptyCompany(kpis) && <FirstSteps />}
      {ready && (
        <Row gutter={[16, 16]} aria-label="Your KPIs" role="list">
          {visible.map((kpi) => (
            <Col key={kpi.key} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <KpiCard kpi={kpi} />
            </Col>
          ))}
          {visible.length === 0 && (
            <Col span={24}>
              <Typography.Text type="secondary">
                No KPI chosen: use Choose KPIs to pick what this dashboard shows.
              </Typography.Text>
            </Col>
          )}
        </Row>
      )}
    </Page>
  );
}
