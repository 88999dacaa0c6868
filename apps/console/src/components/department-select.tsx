import type { ConsoleDepartment } from '@hospital/contract/console';
import { Select } from 'antd';
import { useDepartments } from '../api/queries/departments.ts';

/** What the select holds: the department's id (scheduling) or its code (triage, visits). */
type Picked =
  | { by?: 'id'; value?: number | undefined; onChange?: (departmentId?: number) => void }
  | { by: 'code'; value?: string | undefined; onChange?: (deptCode?: string) => void };

const nameOf = (department: ConsoleDepartment) =>
  department.parentName ? `${department.parentName} / ${department.name}` : department.name;

/**
 * Picks a department by its full name (上级 / 科室), searchable; cleared means every
 * department. Inside a form item it takes the item's value and label.
 */
export function DepartmentSelect({
  id,
  placeholder = '全部科室',
  width = 220,
  'aria-label': label = '科室',
  ...picked
}: Picked & { id?: string; placeholder?: string; width?: number; 'aria-label'?: string }) {
  const departments = useDepartments();
  return (
    <Select<number | string>
      id={id}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      loading={departments.isPending}
      value={picked.value}
      options={(departments.data ?? []).map((department) => ({
        value: picked.by === 'code' ? department.code : department.id,
        label: nameOf(department),
      }))}
      onChange={(value?: number | string) =>
        (picked.onChange as ((value?: number | string) => void) | undefined)?.(value)
      }
    />
  );
}
