import { Alert } from 'antd';

const SHOWN = 10;

/** What keeps a draft from being published, as the server found it on the last save. */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`发布前需解决（${problems.length}项）`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.slice(0, SHOWN).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
          {problems.length > SHOWN && <li>…另有{problems.length - SHOWN}项</li>}
        </ul>
      }
    />
  );
}
