import type { StaffRole } from '@hospital/contract';
import { Tag } from 'antd';
import { roleColors, roleLabels } from '../../../lib/roles.ts';

export function RoleTags({ roles }: { roles: readonly StaffRole[] }) {
  return roles.map((role) => (
    <Tag key={role} color={roleColors[role]}>
      {roleLabels[role]}
    </Tag>
  ));
}
