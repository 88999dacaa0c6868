import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import { DepartmentSelect } from '../../../components/department-select.tsx';
import { useDoctors } from '../queries/doctors.ts';

export interface ScheduleFilter {
  from: string;
  to: string;
  departmentId?: number | undefined;
  doctorId?: number | undefined;
}

/** Department, then one of its doctors, and a range of days (a week by default). */
export function ScheduleFilters({
  filter,
  onChange,
}: {
  filter: ScheduleFilter;
  onChange: (filter: ScheduleFilter) => void;
}) {
  const doctors = useDoctors({ departmentId: filter.departmentId, page: 1, pageSize: 100 });
  return (
    <ListToolbar>
      <DepartmentSelect
        value={filter.departmentId}
        onChange={(departmentId) => onChange({ ...filter, departmentId, doctorId: undefined })}
      />
      <Select
        aria-label="医生"
        placeholder="全部医生"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 180 }}
        loading={doctors.isPending}
        value={filter.doctorId}
        options={(doctors.data?.items ?? []).map((doctor) => ({
          value: doctor.id,
          label: `${doctor.name}（${doctor.departmentName}）`,
        }))}
        onChange={(doctorId?: number) => onChange({ ...filter, doctorId })}
      />
      <DatePicker.RangePicker
        aria-label="出诊日期"
        allowClear={false}
        value={[dayjs(filter.from), dayjs(filter.to)]}
        disabledDate={(day, { from }) => Boolean(from && Math.abs(day.diff(from, 'day')) >= 31)}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to)
            onChange({ ...filter, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
    </ListToolbar>
  );
}
