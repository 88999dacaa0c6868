import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Space, Tooltip } from 'antd';
import { useState, type MouseEvent, type ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/**
 * The article body. The server sanitises whatever arrives, so this offers only what the
 * sanitiser keeps: headings, emphasis, lists, quotes and web links.
 */
export function RichTextEditor({ value, onChange, id, ...aria }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https'] },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: styles.content!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '正文',
        ...(id && { id }),
        ...(aria['aria-invalid'] && { 'aria-invalid': 'true' }),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  const tool = (label: string, on: boolean, run: () => void, icon: ReactNode) => (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={on}
        icon={icon}
        onMouseDown={keepCaret}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.editor}>
      <Space className={styles.toolbar} size={4} wrap>
        <Button
          type={active.h2 ? 'primary' : 'text'}
          size="small"
          aria-pressed={active.h2}
          onMouseDown={keepCaret}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          标题
        </Button>
        <Button
          type={active.h3 ? 'primary' : 'text'}
          size="small"
          aria-pressed={active.h3}
          onMouseDown={keepCaret}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          小标题
        </Button>
        <Divider type="vertical" />
        {tool('加粗', active.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool('斜体', active.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool(
          '下划线',
          active.underline,
          () => chain().toggleUnderline().run(),
          <UnderlineOutlined />,
        )}
        <Divider type="vertical" />
        {tool(
          '无序列表',
          active.bullet,
          () => chain().toggleBulletList().run(),
          <UnorderedListOutlined />,
        )}
        {tool(
          '有序列表',
          active.ordered,
          () => chain().toggleOrderedList().run(),
          <OrderedListOutlined />,
        )}
        <Divider type="vertical" />
        <LinkButton
          active={active.link}
          onSet={(href) =>
            href
              ? chain().extendMarkRange('link').setLink({ href }).run()
              : chain().extendMarkRange('link').unsetLink().run()
          }
        />
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A press on a formatting button leaves the caret in the body. The browser would otherwise
 * move focus to the button, and the editor takes it back only at the next frame: what is
 * typed meanwhile would go to the button and be lost, or land outside the new format.
 */
const keepCaret = (event: MouseEvent) => event.preventDefault();

const WEB_ADDRESS = /^https?:\/\/\S+$/;

function LinkButton({ active, onSet }: { active: boolean; onSet: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = WEB_ADDRESS.test(href.trim());
  const apply = (next: string) => {
    onSet(next);
    setOpen(false);
    setHref('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="插入链接（先选中文字）"
      content={
        <Space.Compact style={{ width: 320 }}>
          <Input
            aria-label="链接地址"
            placeholder="https://"
            value={href}
            status={href && !valid ? 'error' : undefined}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={() => valid && apply(href.trim())}
          />
          <Button type="primary" disabled={!valid} onClick={() => apply(href.trim())}>
            确定
          </Button>
          {active && <Button onClick={() => apply('')}>移除</Button>}
        </Space.Compact>
      }
    >
      <Tooltip title="链接">
        <Button
          type={active ? 'primary' : 'text'}
          size="small"
          aria-label="链接"
          icon={<LinkOutlined />}
        />
      </Tooltip>
    </Popover>
  );
}
