import type { ReactNode } from 'react';
import { Alert, Flex } from 'antd';
import { useSelectedCompanyId } from '@fina/bus';
import { Page } from '@fina/ui';
import { AsyncState } from '../../shared-ui/async-state';

interface QuestionnaireShellProps {
  title: string;
  loading: boolean;
  /** The saved answers could not be loaded: the questionnaire still opens, empty. */
  loadError: string | null;
  children: (companyId: string) => ReactNode;
}

/**
 * What both questionnaires need before their first step: a selected company, and the saved
 * answers loaded (or their failure said, without blocking a fresh start).
 */
export function QuestionnaireShell({
  title,
  loading,
  loadError,
  children,
}: QuestionnaireShellProps) {
  const companyId = useSelectedCompanyId();
  return (
    <Page title={title}>
      <AsyncState
        loading={loading}
        error={null}
        empty={!companyId}
        loadingLabel="Loading your saved answers…"
        emptyText="Select or add a company in the side menu to create its budget."
      >
        <Flex vertical align="center" gap={12}>
          {loadError && (
            <Alert
              type="warning"
              showIcon
              title="Your saved answers could not be loaded; you can start afresh."
              description={loadError}
              style={{ width: '100%', maxWidth: 640 }}
            />
          )}
          {companyId && children(companyId)}
        </Flex>
      </AsyncState>
    </Page>
  );
}
