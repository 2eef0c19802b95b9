import { Button, Card, Flex, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { CategoryRule } from '@fina/contract';

/** The category rules, first that fits wins; each can be deleted (lines keep their category). */
export function RulesList({
  rules,
  onDelete,
}: {
  rules: CategoryRule[];
  onDelete: (rule: CategoryRule) => void;
}) {
  return (
    <Card size="small" title="Category rules">
      {rules.length === 0 ? (
        <Typography.Text type="secondary">
          No rules yet. Use “Always put…” on a line to make one.
        </Typography.Text>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {rules.map((rule) => (
            <li key={rule.rule_id}>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text>
                  Always put <strong>{rule.contains.toUpperCase()}</strong> in{' '}
                  <strong>{rule.category}</strong>
                  {rule.sign && (
                    <Tag style={{ marginLeft: 8 }}>
                      {rule.sign === 'in' ? 'money in' : 'money out'}
                    </Tag>
                  )}
                </Typography.Text>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Delete rule ${rule.contains} in ${rule.category}`}
                  onClick={() => onDelete(rule)}
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
