import { Col, Radio, Row, Select } from 'antd';
import { Form } from '@fina/antd-deferred';
import { CURRENCIES } from '@fina/contract';
import type { Currency } from '@fina/contract';
import type { FieldErrors, RequisitionDraft, TextField } from './requisition-draft';
import { TextInputField } from './text-input-field';

interface RequisitionFieldsProps {
  draft: RequisitionDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<RequisitionDraft>) => void;
}

interface FieldSpec {
  key: TextField;
  label: string;
  type?: 'text' | 'date' | 'tel';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Half a row on wide screens, the whole row on phones. */
  wide?: boolean;
}

const REQUEST_FIELDS: FieldSpec[] = [
  { key: 'requisitioned_by', label: 'Requisitioned by' },
  { key: 'department', label: 'Department' },
  // DECISIONS.md: purpose is required, with its message next to the field.
  {
    key: 'purpose',
    label: 'Purpose of purchase',
    required: true,
    multiline: true,
    maxLength: 1000,
  },
  { key: 'date', label: 'Date', type: 'date', required: true },
  { key: 'date_needed', label: 'Date needed', type: 'date' },
  { key: 'charge_to', label: 'Charge to' },
  { key: 'ship_via', label: 'Ship via' },
];

const SUPPLIER_CODE: FieldSpec[] = [
  { key: 'supplier_code', label: 'Supplier code', maxLength: 100 },
];
const SUPPLIER_FIELDS: FieldSpec[] = [
  { key: 'vendor_name', label: 'Vendor name' },
  { key: 'address', label: 'Address', multiline: true, maxLength: 500 },
  { key: 'point_of_contact', label: 'Point of contact' },
  { key: 'phone', label: 'Phone', type: 'tel', maxLength: 40 },
];

function Fields({
  specs,
  draft,
  errors,
  onChange,
}: RequisitionFieldsProps & { specs: FieldSpec[] }) {
  return (
    <>
      {specs.map((spec) => (
        <Col key={spec.key} xs={24} md={spec.wide ? 24 : 12}>
          <TextInputField
            id={`requisition-${spec.key.replace(/_/g, '-')}`}
            label={spec.label}
            type={spec.type}
            multiline={spec.multiline}
            required={spec.required}
            maxLength={spec.maxLength}
            value={draft[spec.key]}
            error={errors[spec.key]}
            onChange={(value) => onChange({ [spec.key]: value })}
          />
        </Col>
      ))}
    </>
  );
}

/** The request and supplier details of the spec's requisition form. */
export function RequestFields(props: RequisitionFieldsProps) {
  const { draft, errors, onChange } = props;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label="Currency"
          htmlFor="requisition-currency"
          validateStatus={errors.currency ? 'error' : undefined}
          help={errors.currency}
          style={{ marginBottom: 12 }}
        >
          <Select<Currency>
            id="requisition-currency"
            value={draft.currency}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            onChange={(currency) => onChange({ currency })}
          />
        </Form.Item>
      </Col>
      <Fields {...props} specs={REQUEST_FIELDS} />
    </Row>
  );
}

export function SupplierFields(props: RequisitionFieldsProps) {
  const { draft, onChange } = props;
  return (
    <Row gutter={16}>
      <Fields {...props} specs={SUPPLIER_CODE} />
      <Col xs={24} md={12}>
        <Form.Item label="Supplier in Mexico?" style={{ marginBottom: 12 }}>
          <Radio.Group
            aria-label="Supplier in Mexico?"
            value={draft.supplier_in_mexico ? 'yes' : 'no'}
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            onChange={(event) => onChange({ supplier_in_mexico: event.target.value === 'yes' })}
          />
        </Form.Item>
      </Col>
      <Fields {...props} specs={SUPPLIER_FIELDS} />
    </Row>
  );
}

const TERMS_FIELDS: FieldSpec[] = [
  { key: 'urgency', label: 'Urgency', multiline: true, maxLength: 1000, wide: true },
  { key: 'payment_terms', label: 'Payment terms', multiline: true, maxLength: 500 },
  { key: 'shipping_terms', label: 'Shipping terms', multiline: true, maxLength: 500 },
];

/** Urgency information and the payment and shipping terms. */
export function TermsFields(props: RequisitionFieldsProps) {
  return (
    <Row gutter={16}>
      <Fields {...props} specs={TERMS_FIELDS} />
    </Row>
  );
}
