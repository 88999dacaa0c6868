import type { DepartmentGroup } from '@hospital/contract';
import { List, SideBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useDepts } from '../api/get-depts.ts';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import styles from './dept-list-page.module.css';
import { links } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

/** /hospitalManagePages/deptList: first-level departments beside their clinics. */
export function DeptListPage() {
  const { t } = useHospitalInfoTranslation();
  const depts = useDepts();
  return (
    <Page title={t('title.deptList')}>
      <QueryView query={depts} isEmpty={(list) => list.length === 0} emptyTips={t('dept.empty')}>
        {(groups) => <DeptTree groups={groups} />}
      </QueryView>
    </Page>
  );
}

function DeptTree({ groups }: { groups: DepartmentGroup[] }) {
  const navigate = useNavigate();
  const [active, setActive] = useState(groups[0]?.code ?? '');
  const group = groups.find((g) => g.code === active) ?? groups[0];
  const open = (code: string) => void navigate(links.sectionIntroduce(code));
  return (
    <div className={styles.tree}>
      <SideBar activeKey={active} onChange={setActive} className={styles.side}>
        {groups.map((g) => (
          <SideBar.Item key={g.code} title={<HisText>{g.name}</HisText>} />
        ))}
      </SideBar>
      <List className={styles.clinics}>
        {group?.children.map((clinic) => (
          <List.Item
            key={clinic.code}
            description={<HisText>{clinic.location}</HisText>}
            onClick={() => open(clinic.code)}
            data-testid="dept-clinic"
          >
            <HisText>{clinic.name}</HisText>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
