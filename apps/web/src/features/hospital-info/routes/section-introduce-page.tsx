import { DeptCodeParamsSchema } from '@hospital/contract';
import { List } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useDepts } from '../api/get-depts.ts';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { findDept } from '../lib/find-dept.ts';
import { links } from '../../../lib/paths.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** /hospitalManagePages/sectionIntroduce?deptCode=: what a department does and where it is. */
export function SectionIntroducePage() {
  const { t } = useHospitalInfoTranslation();
  return (
    <Page title={t('title.section')}>
      <RequireLinkParams schema={DeptCodeParamsSchema}>
        {({ deptCode }) => <Section code={deptCode} />}
      </RequireLinkParams>
    </Page>
  );
}

function Section({ code }: { code: string }) {
  const { t } = useHospitalInfoTranslation();
  const navigate = useNavigate();
  const depts = useDepts();
  return (
    <QueryView query={depts}>
      {(groups) => {
        const found = findDept(groups, code);
        if (!found) return <EmptyState tips={t('dept.notFound')} />;
        const { dept, group } = found;
        return (
          <>
            <header className={styles.hero}>
              <h2 data-testid="dept-name" {...hisText}>
                {dept.name}
              </h2>
              {group !== dept && <p {...hisText}>{group.name}</p>}
            </header>
            <List mode="card">
              <List.Item
                prefix={<EnvironmentOutline />}
                description={<HisText>{dept.location}</HisText>}
              >
                {t('dept.location')}
              </List.Item>
            </List>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('dept.intro')}</h2>
              <p className={styles.paragraph} {...hisText}>
                {dept.intro}
              </p>
            </section>
            <div className={styles.actions}>
              <PrimaryButton
                onClick={() => void navigate(links.doctorIntroduceList(dept.code))}
                data-testid="dept-doctors"
              >
                {t('dept.doctors')}
              </PrimaryButton>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
