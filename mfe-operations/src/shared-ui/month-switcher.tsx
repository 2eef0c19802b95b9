import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { monthLabel, shiftMonth } from './ledger-dates';

/** ‹ March 2026 › : the month a page shows, switched with buttons (keyboard reachable). */
export function MonthSwitcher({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  return (
    <Flex align="center" gap={8} role="group" aria-label="Month">
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label="Previous month"
        onClick={() => onChange(shiftMonth(month, -1))}
      />
      <Typography.Text strong aria-live="polite" style={{ minWidth: 130, textAlign: 'center' }}>
        {monthLabel(month)}
      </Typography.Text>
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label="Next month"
        onClick={() => onChange(shiftMonth(month, 1))}
      />
    </Flex>
  );
}
