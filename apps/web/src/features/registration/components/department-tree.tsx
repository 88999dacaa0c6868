import type { DepartmentGroup } from '@hospital/contract';
import { SideBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './department-tree.module.css';
import { links } from '../../../lib/paths.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/**
 * The two levels side by side: first-level departments left, their clinics right. antd-mobile's
 * side bar items are bare divs a keyboard cannot reach: each holds a button, whose press
 * reaches the item, and which tells a screen reader which department is showing.
 */
export function DepartmentTree({ groups }: { groups: DepartmentGroup[] }) {
  const { t } = useRegistrationTranslation();
  const [activeCode, setActiveCode] = useState(groups[0]?.code ?? '');
  const active = groups.find((group) => group.code === activeCode) ?? groups[0];
  return (
    <div className={styles.tree}>
      <SideBar activeKey={active?.code ?? null} onChange={setActiveCode} className={styles.side}>
        {groups.map((group) => (
          <SideBar.Item
            key={group.code}
            title={
              <button
                type="button"
                className={styles.group}
                aria-pressed={group.code === active?.code}
              >
                <HisText>{group.name}</HisText>
              </button>
            }
            data-testid="dept-group"
          />
        ))}
      </SideBar>
      <ul className={styles.clinics}>
        {active && active.children.length === 0 && <EmptyState tips={t('departments.none')} />}
        {active?.children.map((clinic) => (
          <li key={clinic.code}>
            <Link to={links.choiceDoctor(clinic.code)} className={styles.clinic} data-testid="dept">
              <span {...hisText}>
                <strong>{clinic.name}</strong>
                {clinic.location && <small>{clinic.location}</small>}
              </span>
              <RightOutline />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
