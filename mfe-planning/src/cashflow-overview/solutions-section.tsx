import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Modal, Tag, Typography } from 'antd';
import { MESSAGES } from '@fina/contract';
import { lightCalls } from '@fina/contract/core';
import type { SolutionApplication, SolutionKey } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import { SOLUTIONS, solutionTitle } from './solutions';

const STATUS_COLOR: Record<SolutionApplication['status'], string> = {
  submitted: 'blue',
  in_review: 'gold',
  approved: 'green',
  declined: 'red',
};
const STATUS_TEXT: Record<SolutionApplication['status'], string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  declined: 'Declined',
};

/** Solutions: tick one or more, apply (persisted), the spec's success dialog, and the list. */
export function SolutionsSection({ api, companyId }: { api: ApiClient; companyId: string }) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState<SolutionKey[]>([]);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState(false);
  const [applications, setApplications] = useState<SolutionApplication[]>([]);

  const loadApplications = useCallback(() => {
    api
      .call(lightCalls.listSolutionApplications, { params: { companyId }, query: {} })
      .then(setApplications)
      .catch(() => setApplications([]));
  }, [api, companyId]);
  useEffect(loadApplications, [loadApplications]);

  async function apply() {
    setSending(true);
    try {
      await api.call(lightCalls.createSolutionApplication, {
        params: { companyId },
        body: { solutions: picked },
      });
      setPicked([]);
      setSuccess(true);
      loadApplications();
    } catch {
      message.error(MESSAGES.checkInputs);
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title="Solutions" size="small">
      <Checkbox.Group
        value={picked}
        onChange={(values) => setPicked(values as SolutionKey[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={SOLUTIONS.map((s) => ({
          value: s.key,
          label: (
            <span>
              {s.title} <Typography.Text type="secondary">— {s.rate}</Typography.Text>
            </span>
          ),
        }))}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={picked.length === 0}
        loading={sending}
        onClick={() => void apply()}
      >
        Apply for a solution
      </Button>
      {applications.length > 0 && (
        <section aria-label="Your applications" style={{ marginTop: 16 }}>
          <Typography.Text strong>Your applications</Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
            {applications.map((application) => (
              <li key={application.application_id} style={{ padding: '6px 0' }}>
                <Flex justify="space-between" gap={8} wrap>
                  <span>
                    {application.solutions.map(solutionTitle).join(', ')}
                    <Typography.Text type="secondary">
                      {' '}
                      · {new Date(application.created_at).toLocaleDateString('en-US')}
                    </Typography.Text>
                  </span>
                  <Tag color={STATUS_COLOR[application.status]}>
                    {STATUS_TEXT[application.status]}
                  </Tag>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Modal
        open={success}
        title="Application sent"
        onOk={() => setSuccess(false)}
        onCancel={() => setSuccess(false)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {MESSAGES.loanSuccess}
      </Modal>
    </Card>
  );
}
