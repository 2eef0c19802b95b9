import { Card, Typography } from 'antd';

/** The body of a page whose feature ships in a later release: says what it will do. */
export function UpcomingFeature({ children }: { children: string }) {
  return (
    <Card>
      <Typography.Paragraph style={{ margin: 0 }}>{children}</Typography.Paragraph>
    </Card>
  );
}
