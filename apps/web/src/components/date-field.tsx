import { DatePicker, List } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { closeHostWindow } from '../platform/bridges.ts';
import { createPickerBackHandler, pushBackHandler } from '../platform/back-button.ts';
import { datePickerRange, formatDate } from '../lib/date.ts';
import { showToast } from './toast.ts';

interface DateFieldProps {
  label: string;
  value: Date | null;
  onChange: (value: Date) => void;
  placeholder: string;
}

/** A yyyy-mm-dd field whose picker spans five years either side and owns the back button while open. */
export function DateField({ label, value, onChange, placeholder }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const range = useMemo(() => datePickerRange(), []);
  useEffect(() => {
    if (!open) return undefined;
    return pushBackHandler(createPickerBackHandler(closeHostWindow, (text) => showToast(text)));
  }, [open]);
  return (
    <>
      <List.Item
        extra={value ? formatDate(value) : placeholder}
        onClick={() => setOpen(true)}
        arrowIcon
      >
        {label}
      </List.Item>
      <DatePicker
        title={label}
        visible={open}
        min={range.min}
        max={range.max}
        value={value}
        onClose={() => setOpen(false)}
        onConfirm={onChange}
      />
    </>
  );
}
