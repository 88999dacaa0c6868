import { Picker } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Backdrop, sheetLayer } from '../../../components/backdrop.tsx';
import { FieldError } from '../../../components/field-error.tsx';
import { PickerRow } from '../../../components/picker-row.tsx';
import { usePickerBackButton } from '../../../hooks/use-picker-back-button.ts';

export interface PickerOption {
  value: string;
  label: string;
}

interface PickerFieldProps {
  label: string;
  placeholder: string;
  options: PickerOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
  disabled?: boolean;
}

/** A list row that opens a one-column picker; its error shows under the row. */
export function PickerField(props: PickerFieldProps) {
  const { label, placeholder, options, value, onChange, error, testId, disabled } = props;
  const [open, setOpen] = useState(false);
  usePickerBackButton(open);
  const close = () => setOpen(false);
  return (
    <>
      <PickerRow
        label={label}
        chosen={options.find((option) => option.value === value)?.label}
        placeholder={placeholder}
        error={error}
        locked={disabled}
        onOpen={() => setOpen(true)}
        testId={testId}
      />
      <Picker
        title={label}
        columns={[options]}
        visible={open}
        value={value ? [value] : []}
        onClose={close}
        onConfirm={([picked]) =>
          picked !== undefined && picked !== null && onChange(String(picked))
        }
        getContainer={sheetLayer}
      />
      <Backdrop open={open} onClose={close} />
    </>
  );
}

export function fieldError(error: string | undefined): ReactNode {
  return error ? <FieldError message={error} /> : undefined;
}
