import type { DepartmentGroup } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { links } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

/** Clinics whose name (or whose department's name) holds the keyword. */
export function DepartmentSearchResults({
  groups,
  keyword,
}: {
  groups: DepartmentGroup[];
  keyword: string;
}) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const needle = keyword.toLowerCase();
  const matches = groups.flatMap((group) =>
    group.children
      .filter((clinic) => `${group.name} ${clinic.name}`.toLowerCase().includes(needle))
      .map((clinic) => ({ group, clinic })),
  );
  if (matches.length === 0) return <EmptyState tips={t('departments.noMatch', { keyword })} />;
  return (
    <List>
      {matches.map(({ group, clinic }) => (
        <List.Item
          key={clinic.code}
          description={<HisText>{group.name}</HisText>}
          onClick={() => void navigate(links.choiceDoctor(clinic.code))}
          data-testid="dept"
        >
          <HisText>{clinic.name}</HisText>
        </List.Item>
      ))}
    </List>
  );
}
