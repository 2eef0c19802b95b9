import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { MESSAGES } from '@fina/contract';

/** An unknown path under /balance-sheet. */
export function NotFoundInStatements() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={MESSAGES.notFoundPage}
      extra={
        <Button type="primary" onClick={() => navigate('/balance-sheet')}>
          Financial Statements
        </Button>
      }
    />
  );
}
