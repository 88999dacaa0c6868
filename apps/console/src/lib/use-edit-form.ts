import { App, Form } from 'antd';
import { useState } from 'react';
import { fieldErrorOf } from './server-error.ts';

/**
 * The form of an edit modal or drawer: saves, says so, closes; a refusal goes under the
 * field the server names, or above the form (`error`) when it names none.
 */
export function useEditForm<Values extends object, Saved>({
  fields,
  save,
  savedMessage,
  onSaved,
}: {
  fields: readonly (keyof Values & string)[];
  save: (values: Values) => Promise<Saved>;
  savedMessage: (saved: Saved) => string;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setError(null);
    setSaving(true);
    try {
      const saved = await save(values);
      void message.success(savedMessage(saved));
      onSaved();
    } catch (failure) {
      setError(fieldErrorOf(form, fields, failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    error,
    saving,
    submit: (values: Values) => void submit(values),
    clearError: () => setError(null),
  };
}
