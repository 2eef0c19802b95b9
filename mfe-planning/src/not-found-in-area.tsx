import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { MESSAGES } from '@fina/contract';

export function NotFoundInArea() {
  return (
    <Result
      status="404"
      title={MESSAGES.notFoundPage}
      extra={<Link to="/dashboard">Take me home</Link>}
    />
  );
}
