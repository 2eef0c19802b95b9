import { Button, Col, Row, Select } from 'antd';
import { Form } from '@fina/antd-deferred';
import { TextField } from '../shared-ui/text-field';
import type { InvoiceFilters, StatusFilter } from './invoice-filters';
import { NO_FILTERS, isFiltered } from './invoice-filters';
import { STATUS_LABELS } from './status-tag';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...(['draft', 'due', 'overdue', 'paid', 'void'] as const).map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

interface Props {
  filters: InvoiceFilters;
  onChange: (filters: InvoiceFilters) => void;
}

/** Status and invoice-date range; the dates are native inputs (one thumb on a phone). */
export function ReportsFilters({ filters, onChange }: Props) {
  const set = (patch: Partial<InvoiceFilters>) => onChange({ ...filters, ...patch });
  const badRange = filters.from && filters.to && filters.from > filters.to;
  return (
    <Form layout="vertical" component={false}>
      <Row gutter={12} align="bottom" role="search" aria-label="Filter invoices">
        <Col xs={24} sm={8} md={6}>
          <Form.Item label="Status" htmlFor="reports-status" style={{ marginBottom: 12 }}>
            <Select<StatusFilter>
              id="reports-status"
              aria-label="Status"
              value={filters.status}
              onChange={(status) => set({ status })}
              options={STATUS_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8} md={5}>
          <TextField
            id="reports-from"
            label="From"
            type="date"
            value={filters.from}
            onChange={(from) => set({ from })}
          />
        </Col>
        <Col xs={12} sm={8} md={5}>
          <TextField
            id="reports-to"
            label="To"
            type="date"
            min={filters.from || undefined}
            value={filters.to}
            onChange={(to) => set({ to })}
            error={badRange ? 'To must be on or after From.' : undefined}
          />
        </Col>
        {isFiltered(filters) && (
          <Col xs={24} md={4}>
            <Button style={{ marginBottom: 12 }} onClick={() => onChange(NO_FILTERS)}>
              Clear filters
            </Button>
          </Col>
        )}
      </Row>
    </Form>
  );
}
