import type { QuestionnaireKey } from '@hospital/contract';
import { Card, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { EmptyList } from '../../../components/empty-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QuestionnaireEditor } from '../components/questionnaire-editor.tsx';
import { useQuestionnaire, useQuestionnaires } from '../queries/questionnaires.ts';

/** The questionnaires patients answer (fever clinic, health registration, nucleic-acid test). */
export function QuestionnairesPage() {
  const list = useQuestionnaires();
  const [chosen, setChosen] = useState<QuestionnaireKey>('fever');
  return (
    <>
      <PageHeader
        title="问卷管理"
        description="发热门诊预检、健康登记与核酸流调的题目。每次保存生成新版本并立即生效，患者已提交的问卷保持原样。"
      />
      <Card>
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <LoadError error={list.error} retry={list.refetch} />
        ) : list.data.length === 0 ? (
          <EmptyList text="还没有问卷" />
        ) : (
          <Tabs
            activeKey={chosen}
            onChange={(key) => setChosen(key as QuestionnaireKey)}
            destroyOnHidden
            items={list.data.map((summary) => ({
              key: summary.key,
              label: `${summary.title}（${summary.questionCount}题 · 第${summary.version}版）`,
              children: <Editor questionnaireKey={summary.key} />,
            }))}
          />
        )}
      </Card>
    </>
  );
}

function Editor({ questionnaireKey }: { questionnaireKey: QuestionnaireKey }) {
  const detail = useQuestionnaire(questionnaireKey);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError error={detail.error} retry={detail.refetch} />;
  // A new version starts a fresh form, so the next save names it.
  return <QuestionnaireEditor key={detail.data.version} questionnaire={detail.data} />;
}
