import type { TriageContent } from '@hospital/contract';
import { Card, Tabs } from 'antd';
import { PartsTab } from './parts-tab.tsx';
import { QuestionsTab } from './questions-tab.tsx';
import { RedFlagsTab } from './red-flags-tab.tsx';
import { SourcesTab } from './sources-tab.tsx';
import { SymptomsTab } from './symptoms-tab.tsx';

/** The document's lists, one tab each, in the order a reviewer reads them. */
export const contentTabs = {
  bodyParts: '身体部位',
  symptoms: '症状与科室',
  redFlags: '危急规则',
  questions: '预问诊问题',
  sources: '来源',
} as const satisfies Record<keyof TriageContent, string>;

export type ContentTab = keyof typeof contentTabs;

/**
 * A triage content document in tabs: editable in the draft, or read only for a published or
 * retired version, with the same tables and dialogs.
 */
export function ContentEditor({
  content,
  onChange,
  tab,
  onTabChange,
}: {
  content: TriageContent;
  /** Absent for a version that can only be read. */
  onChange?: (content: TriageContent) => void;
  tab: ContentTab;
  onTabChange: (tab: ContentTab) => void;
}) {
  const readOnly = !onChange;
  const update =
    <Key extends keyof TriageContent>(key: Key) =>
    (value: TriageContent[Key]) =>
      onChange?.({ ...content, [key]: value });
  const panels: Record<ContentTab, React.ReactNode> = {
    bodyParts: <PartsTab content={content} onChange={update('bodyParts')} readOnly={readOnly} />,
    symptoms: <SymptomsTab content={content} onChange={update('symptoms')} readOnly={readOnly} />,
    redFlags: <RedFlagsTab content={content} onChange={update('redFlags')} readOnly={readOnly} />,
    questions: (
      <QuestionsTab content={content} onChange={update('questions')} readOnly={readOnly} />
    ),
    sources: (
      <SourcesTab sources={content.sources} onChange={update('sources')} readOnly={readOnly} />
    ),
  };
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as ContentTab)}
        items={(Object.keys(contentTabs) as ContentTab[]).map((key) => ({
          key,
          label: `${contentTabs[key]}（${content[key].length}）`,
          children: panels[key],
        }))}
      />
    </Card>
  );
}

/**
 * Where a refused field sits, as a reviewer finds it: its tab and the item's name, from a
 * path such as `content.symptoms.3.departments.0.weight`.
 */
export function locateField(
  path: readonly (string | number)[],
  content: TriageContent,
): { tab: ContentTab; where: string } | null {
  const [list, index] = path[0] === 'content' ? path.slice(1) : path;
  if (typeof list !== 'string' || !(list in contentTabs)) return null;
  const tab = list as ContentTab;
  const item = (content[tab] as unknown[])[Number(index)] as
    { name?: string; label?: string; code?: string } | string | undefined;
  const name =
    typeof item === 'string'
      ? `第${Number(index) + 1}条`
      : (item?.name ?? item?.label ?? item?.code);
  return { tab, where: name ? `${contentTabs[tab]}「${name}」` : contentTabs[tab] };
}
