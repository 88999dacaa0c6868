import { Select } from 'antd';
import { useDepartments } from '../queries/departments.ts';

/** Picks a department by its full name (上级 / 科室), searchable; cleared means every department. */
export function DepartmentSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (departmentId: number | undefined) => void;
}) {
  const departments = useDepartments();
  return (
    <Select
      aria-label="科室"
      placeholder="全部科室"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 220 }}
      loading={departments.isPending}
      value={value}
      options={(departments.data ?? []).map((department) => ({
        value: department.id,
        label: department.parentName
          ? `${department.parentName} / ${department.name}`
          : department.name,
      }))}
      onChange={(departmentId?: number) => onChange(departmentId)}
    />
  );
}
