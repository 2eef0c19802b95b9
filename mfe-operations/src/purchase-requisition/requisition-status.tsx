import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { REQUISITION_TRANSITIONS, purchaseRequisitionCalls } from '@fina/contract';
import type { RequisitionDetail, RequisitionStatus } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { isApiError } from '@fina/api-client';
import { ToneTag } from '../shared-ui/tone-tag';
import type { Tone } from '../shared-ui/tone-tag';

const LOOK: Record<RequisitionStatus, { tone: Tone; label: string }> = {
  draft: { tone: 'neutral', label: 'Draft' },
  submitted: { tone: 'info', label: 'Submitted' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
};

/** The button that moves a requisition to each status. */
const MOVE_LABEL: Record<RequisitionStatus, string> = {
  draft: 'Back to draft',
  submitted: 'Submit for approval',
  approved: 'Approve',
  rejected: 'Reject',
};

export function RequisitionStatusTag({ status }: { status: RequisitionStatus }) {
  return <ToneTag tone={LOOK[status].tone}>{LOOK[status].label}</ToneTag>;
}

interface Props {
  api: ApiClient;
  requisition: RequisitionDetail;
  onChanged: (requisition: RequisitionDetail) => void;
}

/** The status and only the moves allowed from it (the server checks them again). */
export function RequisitionStatusCard({ api, requisition, onChanged }: Props) {
  const { message } = App.useApp();
  const [moving, setMoving] = useState<RequisitionStatus | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const moves = REQUISITION_TRANSITIONS[requisition.status];

  async function move(status: RequisitionStatus) {
    setMoving(status);
    setAlert(null);
    try {
      const moved = await api.call(purchaseRequisitionCalls.setRequisitionStatus, {
        params: { requisitionId: requisition.requisition_id },
        body: { status },
      });
      // The page follows the server first: the toast is only a confirmation.
      onChanged(moved);
      message.success(
        `Requisition #${moved.requisition_number} is ${LOOK[status].label.toLowerCase()}.`,
      );
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message : 'The status could not be changed.');
    } finally {
      setMoving(null);
    }
  }

  return (
    <Card size="small" title="Status">
      <Flex align="center" wrap gap={12}>
        <RequisitionStatusTag status={requisition.status} />
        {moves.length === 0 && (
          <Typography.Text type="secondary">Approved requisitions are final.</Typography.Text>
        )}
        {moves.map((status) => (
          <Button
            key={status}
            type={status === 'approved' ? 'primary' : 'default'}
            danger={status === 'rejected'}
            loading={moving === status}
            disabled={moving !== null}
            onClick={() => void move(status)}
          >
            {MOVE_LABEL[status]}
          </Button>
        ))}
      </Flex>
      {alert && (
        <Alert type="error" showIcon role="alert" title={alert} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
}
