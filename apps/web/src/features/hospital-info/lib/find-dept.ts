import type { Department, DepartmentGroup } from '@hospital/contract';

/** A department of the tree by code, first level or clinic, with the group it belongs to. */
export function findDept(
  groups: DepartmentGroup[],
  code: string,
): { dept: Department; group: DepartmentGroup } | null {
  for (const group of groups) {
    if (group.code === code) return { dept: group, group };
    const clinic = group.children.find((child) => child.code === code);
    if (clinic) return { dept: clinic, group };
  }
  return null;
}
