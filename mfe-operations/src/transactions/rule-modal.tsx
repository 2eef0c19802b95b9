import { useEffect, useState } from 'react';
import { Alert, Flex, Input, Modal, Select } from 'antd';
import { ledgerCalls } from '@fina/contract';
import type { ApiClient } from '@fina/api-client';
import type { TransactionLine } from '@fina/contract';
import { Field } from '@fina/ui';
import { serverMessage } from '../shared-ui/server-message';
import { ruleTextFrom } from './category-options';

interface RuleModalProps {
  api: ApiClient;
  companyId: string;
  /** The line the rule is made from (null: closed). */
  line: TransactionLine | null;
  options: { value: string; label: string }[];
  onClose: () => void;
  /** The rule was saved and categorised `count` lines. */
  onSaved: (text: string, category: string, count: number) => void;
}

/** "Always put <TEXT> in <category>", made from a line; it also sorts lines already imported. */
export function RuleModal({ api, companyId, line, options, onClose, onSaved }: RuleModalProps) {
  const [contains, setContains] = useState('');
  const [sign, setSign] = useState<'in' | 'out' | ''>('');
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!line) return;
    setContains(ruleTextFrom(line.description));
    setSign(line.amount.trim().startsWith('-') ? 'out' : 'in');
    setCategory(line.category ?? undefined);
    setProblem(null);
  }, [line]);

  async function save() {
    if (contains.trim().length < 2) return setProblem('Type at least 2 characters to look for.');
    if (!category) return setProblem('Pick the category.');
    setSaving(true);
    setProblem(null);
    try {
      const answer = await api.call(ledgerCalls.createCategoryRule, {
        params: { companyId },
        body: { contains: contains.trim(), category, ...(sign ? { sign } : {}) },
      });
      onSaved(answer.rule.contains, answer.rule.category, answer.categorised);
    } catch (cause) {
      setProblem(serverMessage(cause));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={line !== null}
      title="Make a category rule"
      okText="Save rule"
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Field label="When the description contains" required help="Capitals do not matter">
          <Input value={contains} onChange={(e) => setContains(e.target.value)} maxLength={200} />
        </Field>
        <Field label="For">
          <Select
            value={sign}
            onChange={(value: 'in' | 'out' | '') => setSign(value)}
            options={[
              { value: '', label: 'Money in and out' },
              { value: 'in', label: 'Money in only' },
              { value: 'out', label: 'Money out only' },
            ]}
          />
        </Field>
        <Field label="Put it in" required>
          <Select
            showSearch
            value={category}
            placeholder="Pick a category"
            options={options}
            onChange={setCategory}
          />
        </Field>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        {contains.trim() && category && (
          <Alert
            type="info"
            title={`Always put ${contains.trim().toUpperCase()} in ${category}.`}
          />
        )}
      </Flex>
    </Modal>
  );
}
