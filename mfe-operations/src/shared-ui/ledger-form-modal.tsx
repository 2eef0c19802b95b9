import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Flex, Input, Modal } from 'antd';
import type { InputProps } from 'antd';
import { Field } from '@fina/ui';
import { submitError } from './submit-error';

type Errors<Draft> = Partial<Record<keyof Draft, string>>;

interface LedgerFormOptions<Item, Draft extends object> {
  open: boolean;
  /** The entry to edit, or null to add one (dated `defaultDate`). */
  editing: Item | null;
  defaultDate: string;
  /** A blank draft; a module-level function (it is an effect's dependency). */
  empty: (date: string) => Draft;
  /** The draft of an existing entry; a module-level function, as `empty`. */
  toDraft: (item: Item) => Draft;
  validate: (draft: Draft) => Errors<Draft>;
  /** Creates (editing null) or updates the entry; resolves to what was saved. */
  submit: (draft: Draft, editing: Item | null) => Promise<Item>;
  onSaved: (item: Item) => void;
}

/**
 * The state of a sale or expense form (a ledger entry in a modal): the draft, reset each
 * time the modal opens; the client's checks; the save, with a 400's message put next to
 * the field it names and any other failure in one alert.
 */
export function useLedgerForm<Item, Draft extends object>(options: LedgerFormOptions<Item, Draft>) {
  const { open, editing, defaultDate, empty, toDraft } = options;
  const [draft, setDraft] = useState<Draft>(() => empty(defaultDate));
  const [errors, setErrors] = useState<Errors<Draft>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(editing ? toDraft(editing) : empty(defaultDate));
    setErrors({});
    setAlert(null);
  }, [open, editing, defaultDate, empty, toDraft]);

  /** An input's onChange that writes one text field of the draft. */
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  async function save() {
    const found = options.validate(draft);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      options.onSaved(await options.submit(draft, editing));
    } catch (error) {
      const shown = submitError(error);
      if (shown.field && shown.field in draft) {
        setErrors({ [shown.field]: shown.fieldMessage } as Errors<Draft>);
      } else {
        setAlert(shown.alert);
      }
    } finally {
      setSaving(false);
    }
  }

  return { draft, setDraft, set, errors, alert, saving, save };
}

interface LedgerFormModalProps {
  open: boolean;
  /** What the form saves ('sale', 'expense'): the title and OK button name it. */
  entry: string;
  /** Editing an existing entry (else adding one). */
  editing: boolean;
  /** What `useLedgerForm` returned; every ledger entry has a date, its first field. */
  form: {
    draft: { date: string };
    errors: { date?: string };
    set: (key: 'date') => (event: { target: { value: string } }) => void;
    alert: string | null;
    saving: boolean;
    save: () => Promise<void>;
  };
  onClose: () => void;
  /** The fields after the date. */
  children: ReactNode;
}

/** The modal around a ledger form: OK saves, and so does Enter in any field. */
export function LedgerFormModal({
  open,
  entry,
  editing,
  form,
  onClose,
  children,
}: LedgerFormModalProps) {
  const article = /^[aeiou]/i.test(entry) ? 'an' : 'a';
  return (
    <Modal
      open={open}
      title={editing ? `Edit ${entry}` : `Add ${article} ${entry}`}
      okText={editing ? `Save ${entry}` : `Add ${entry}`}
      onOk={() => void form.save()}
      confirmLoading={form.saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Flex vertical gap={12}>
          {form.alert && <Alert type="error" showIcon title={form.alert} />}
          <Field label="Date" required error={form.errors.date}>
            <Input type="date" value={form.draft.date} onChange={form.set('date')} />
          </Field>
          {children}
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}

/** An amount typed as text (kept exact, never a float), with a number keyboard on phones. */
export function AmountInput(props: InputProps) {
  return <Input inputMode="decimal" placeholder="0.00" {...props} />;
}
