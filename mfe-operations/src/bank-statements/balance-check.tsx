import { Alert, Descriptions, Tag } from 'antd';
import type { BankStatementPreview } from '@fina/contract';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { ToneTag } from '../shared-ui/tone-tag';

/** The statement's opening and closing balance and whether the lines add up to the change. */
export function BalanceCheck({
  preview,
  currency,
}: {
  preview: BankStatementPreview;
  currency: string;
}) {
  const money = (amount: string | null) =>
    amount === null ? '—' : formatLedgerAmount(amount, currency);
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'open', label: 'Opening balance', children: money(preview.opening_balance) },
          { key: 'close', label: 'Closing balance', children: money(preview.closing_balance) },
          {
            key: 'check',
            label: 'Balance check',
            children:
              preview.balance_check === 'ok' ? (
                <ToneTag tone="success">Lines add up</ToneTag>
              ) : preview.balance_check === 'mismatch' ? (
                <ToneTag tone="danger">Does not add up</ToneTag>
              ) : (
                <Tag>Not in the file</Tag>
              ),
          },
        ]}
      />
      {preview.balance_check === 'mismatch' && (
        <Alert
          type="warning"
          showIcon
          title="The opening balance plus the lines does not give the closing balance."
          description="Lines may be missing from this file (a cut export, or a page left out). You can still import it; check the statement with your bank."
        />
      )}
    </>
  );
}
