import type { TriageContent } from '@hospital/contract';
import {
  SaveTriageDraftSchema,
  TRIAGE_NOTE_MAX,
  type TriageVersionDetail,
} from '@hospital/contract/console';
import { App, Button, Card, Form, Input, Result, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { tints } from '../../../components/status-tag.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { ContentEditor, locateField, type ContentTab } from '../components/content-editor.tsx';
import { ProblemList } from '../components/problem-list.tsx';
import { versionName } from '../components/version-status-tag.tsx';
import { useSaveTriageDraft } from '../mutations/triage-draft.ts';
import { triagePaths } from '../paths.ts';
import { useTriageVersion, useTriageVersions } from '../queries/triage-versions.ts';
import styles from './triage-pages.module.css';

/**
 * `/triage/draft` edits the draft, or starts one from the published version's content: no
 * draft exists until the first save.
 */
export function TriageDraftPage() {
  const versions = useTriageVersions();
  const base =
    versions.data?.find((version) => version.status === 'draft') ??
    versions.data?.find((version) => version.status === 'published');
  const detail = useTriageVersion(base?.id);
  const failed = versions.error ?? detail.error;
  if (failed)
    return (
      <LoadError error={failed} retry={() => Promise.all([versions.refetch(), detail.refetch()])} />
    );
  if (versions.data && !base) {
    return (
      <Result
        status="404"
        title="还没有可复制的分诊内容"
        extra={<Link to={triagePaths.triageVersions}>返回分诊内容</Link>}
      />
    );
  }
  if (!detail.data) return <Spin size="large" className={styles.loading} />;
  return <DraftEditor key={detail.data.id} base={detail.data} />;
}

function DraftEditor({ base }: { base: TriageVersionDetail }) {
  const isDraft = base.status === 'draft';
  const [content, setContent] = useState<TriageContent>(base.content);
  const [note, setNote] = useState(isDraft ? base.note : '');
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState<ContentTab>('bodyParts');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTriageDraft();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '离开编辑页？',
      content: '草稿有未保存的修改，离开后这些修改将丢失。',
      okText: '离开',
      cancelText: '继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  const change = (next: TriageContent) => {
    setContent(next);
    setDirty(true);
  };

  /** A refusal naming a field says which item it is about and opens its tab. */
  const refuse = (path: readonly (string | number)[], text: string) => {
    const place = locateField(path, content);
    if (place) setTab(place.tab);
    setError(place ? `${place.where}：${text}` : text);
  };

  const submit = async () => {
    setError(null);
    const checked = SaveTriageDraftSchema.safeParse({ content, note });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      refuse(issue.path as (string | number)[], issue.message);
      return;
    }
    try {
      await save.mutateAsync({ content, note });
      setDirty(false);
      // A first save starts the draft: the page reloads it, with the problems the server found.
      void message.success('草稿已保存');
    } catch (failure) {
      if (failure instanceof ApiError && failure.field)
        refuse(failure.field.split('.'), failure.message);
      else setError(failure instanceof Error ? failure.message : '保存失败，请稍后再试');
    }
  };

  return (
    <>
      <PageHeader
        title={isDraft ? '编辑分诊草稿' : '新建分诊草稿'}
        description={
          isDraft
            ? `草稿由 ${base.editedBy} 最后编辑。保存后由另一位工作人员在“分诊内容”中审核发布。`
            : `以${versionName(base)}的内容为起点；保存后才会生成草稿，发布前对患者没有影响。`
        }
        extra={dirty && <Tag style={tints.gold}>有未保存的修改</Tag>}
      />
      {isDraft && !dirty && <ProblemList problems={base.problems} />}
      <FormError error={error} />
      <ContentEditor content={content} onChange={change} tab={tab} onTabChange={setTab} />
      <Card className={styles.footer}>
        <Form layout="vertical">
          <Form.Item
            label="修改说明"
            htmlFor="triage-note"
            extra="写明本次改了什么、为什么改，供审核人参考"
          >
            <Input.TextArea
              id="triage-note"
              rows={2}
              maxLength={TRIAGE_NOTE_MAX}
              showCount
              value={note}
              placeholder="如：胃痛对应消化内科的权重调为9；新增婴儿高热规则"
              onChange={(event) => {
                setNote(event.target.value);
                setDirty(true);
              }}
            />
          </Form.Item>
        </Form>
        <Space className={styles.actions}>
          <Button onClick={() => void navigate(triagePaths.triageVersions)}>返回</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            保存草稿
          </Button>
        </Space>
      </Card>
    </>
  );
}
