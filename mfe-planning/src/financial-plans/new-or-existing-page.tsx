/**
 * /financial-plans/create-a-budget (and /create-a-budget): 'Is this for a new or an existing
 * business?'. After a failed existing-business submit the spec brings the owner back here:
 * the alert is shown, and the answers wait in memory for the next try.
 */
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Card, Flex } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Page } from '@fina/ui';
import { isSubmitFailedState } from './questionnaire/draft-memory';

export function NewOrExistingPage({ closeTo }: { closeTo: string }) {
  const { state } = useLocation();
  const failed = isSubmitFailedState(state) ? state.submitFailed : null;
  return (
    <Page
      title="Create a budget"
      extra={
        <Link to={closeTo} aria-label="Close">
          <CloseOutlined />
        </Link>
      }
    >
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failed.title}
          description={
            <>
              {failed.detail && <div>{failed.detail}</div>}
              <div>
                Your answers are kept: choose {failed.kind === 'existing' ? 'Existing' : 'New'} to
                correct them.
              </div>
            </>
          }
        />
      )}
      <Card title="Is this for a new or an existing business?">
        <Flex gap={16} wrap>
          <Link to="new-business">
            <Button type="primary" tabIndex={-1}>
              New
            </Button>
          </Link>
          <Link to="existing-business">
            <Button tabIndex={-1}>Existing</Button>
          </Link>
        </Flex>
      </Card>
    </Page>
  );
}
