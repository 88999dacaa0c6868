import { DatePicker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { usePickerBackButton } from '../hooks/use-picker-back-button.ts';
import { datePickerRange, formatDate, isoDate, parseIsoDate } from '../lib/date.ts';
import { Backdrop, sheetLayer } from './backdrop.tsx';
import { PickerRow } from './picker-row.tsx';

interface DateFieldProps {
  label: string;
  /** The day as yyyy-mm-dd, or '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Earliest and latest days offered; each defaults to five years from this year. */
  min?: Date;
  max?: Date;
  error?: string;
  locked?: boolean;
  testId?: string;
}

/** The app's one date field: a form row whose picker owns the back button while open. */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, placeholder, error, locked, testId } = props;
  const [open, setOpen] = useState(false);
  usePickerBackButton(open);
  const range = useMemo(() => datePickerRange(), []);
  const day = useMemo(() => parseIsoDate(value), [value]);
  const close = () => setOpen(false);
  return (
    <>
      <PickerRow
        label={label}
        chosen={day ? formatDate(day) : undefined}
        placeholder={placeholder}
        error={error}
        locked={locked}
        onOpen={() => setOpen(true)}
        testId={testId}
      />
      <DatePicker
        title={label}
        visible={open}
        min={props.min ?? range.min}
        max={props.max ?? range.max}
        value={day}
        onClose={close}
        onConfirm={(picked) => onChange(isoDate(picked))}
        getContainer={sheetLayer}
      />
      <Backdrop open={open} onClose={close} />
    </>
  );
}
