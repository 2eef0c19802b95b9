import { useState } from 'react';
import { Button, Card, Divider, Flex, Radio, Typography } from 'antd';
import type { MatchCandidate, MatchProposal } from '@fina/contract';
import { formatLedgerAmount } from '../shared-ui/ledger-money';
import { shortDate } from '../shared-ui/ledger-dates';
import { ToneTag } from '../shared-ui/tone-tag';

interface MatchProposalsProps {
  proposals: MatchProposal[];
  currency: string;
  busyId: string | null;
  onConfirm: (proposal: MatchProposal, candidate: MatchCandidate) => void;
}

const KIND_NAMES = { invoice: 'Invoice', expense: 'Expense', sale: 'Sale' } as const;

/** One candidate: what it is, its amount, how sure, and why it was proposed. */
function CandidateText({ candidate, currency }: { candidate: MatchCandidate; currency: string }) {
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{candidate.label}</Typography.Text>
        <Typography.Text>{formatLedgerAmount(candidate.amount, currency)}</Typography.Text>
        <ToneTag tone={candidate.confidence === 'exact' ? 'success' : 'warning'}>
          {candidate.confidence === 'exact' ? 'Exact match' : 'Likely'}
        </ToneTag>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {candidate.reasons.join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

/** One bank line with what it may pay: confirmed in one click, or picked when ambiguous. */
function ProposalItem({
  proposal,
  currency,
  busy,
  onConfirm,
}: {
  proposal: MatchProposal;
  currency: string;
  busy: boolean;
  onConfirm: (candidate: MatchCandidate) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const best = proposal.candidates[0];
  const lineName = `${proposal.description}, ${formatLedgerAmount(proposal.amount, currency)}`;
  const chosen = proposal.candidates.find((c) => `${c.kind}:${c.id}` === picked);
  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Flex gap={8} wrap justify="space-between">
        <Typography.Text>
          {shortDate(proposal.date)} · {proposal.description}
        </Typography.Text>
        <Typography.Text strong>{formatLedgerAmount(proposal.amount, currency)}</Typography.Text>
      </Flex>
      {proposal.ambiguous ? (
        <>
          <Typography.Text type="warning">Several fit equally: which one is it?</Typography.Text>
          <Radio.Group
            aria-label={`Candidates for ${lineName}`}
            value={picked}
            onChange={(e) => setPicked(e.target.value as string)}
          >
            <Flex vertical gap={8}>
              {proposal.candidates.map((c) => (
                <Radio key={`${c.kind}:${c.id}`} value={`${c.kind}:${c.id}`}>
                  <CandidateText candidate={c} currency={currency} />
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <div>
            <Button
              type="primary"
              disabled={!chosen}
              loading={busy}
              onClick={() => chosen && onConfirm(chosen)}
            >
              Confirm the one picked
            </Button>
          </div>
        </>
      ) : (
        best && (
          <Flex gap={12} wrap align="center" justify="space-between">
            <CandidateText candidate={best} currency={currency} />
            <Button
              type="primary"
              loading={busy}
              aria-label={`Confirm ${best.label} for ${lineName}`}
              onClick={() => onConfirm(best)}
            >
              Confirm {KIND_NAMES[best.kind].toLowerCase()}
            </Button>
          </Flex>
        )
      )}
    </Flex>
  );
}

/** Bank lines Fina can match to invoices, expenses or sales. Nothing is applied by itself. */
export function MatchProposals({ proposals, currency, busyId, onConfirm }: MatchProposalsProps) {
  if (proposals.length === 0) return null;
  return (
    <Card size="small" title={`Matches to confirm (${proposals.length})`}>
      <ul style={{ margin: 0, padding: 0 }}>
        {proposals.map((proposal, index) => (
          <li key={proposal.transaction_id} style={{ listStyle: 'none' }}>
            {index > 0 && <Divider style={{ margin: '12px 0' }} />}
            <ProposalItem
              proposal={proposal}
              currency={currency}
              busy={busyId === proposal.transaction_id}
              onConfirm={(candidate) => onConfirm(proposal, candidate)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
