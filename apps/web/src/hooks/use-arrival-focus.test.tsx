import { render, screen } from '@testing-library/react';
import { useEffect, useRef, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { useArrivalFocus } from './use-arrival-focus.ts';

function Titled({ focusField = false }: { focusField?: boolean }) {
  const { root, heading } = useArrivalFocus<HTMLHeadingElement, HTMLDivElement>();
  const field = useRef<HTMLInputElement>(null);
  // A child's effect runs before its page's: a field that takes focus has it first.
  return (
    <div ref={root}>
      <h1 tabIndex={-1} ref={heading}>
        挂号详情
      </h1>
      {focusField && <FocusedField inputRef={field} />}
    </div>
  );
}

function FocusedField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  useEffect(() => inputRef.current?.focus(), [inputRef]);
  return <input ref={inputRef} aria-label="姓名" />;
}

function HeadingOnly() {
  const { heading } = useArrivalFocus<HTMLHeadingElement, HTMLElement>();
  return (
    <h1 tabIndex={-1} ref={heading}>
      示例人民医院
    </h1>
  );
}

describe('useArrivalFocus', () => {
  it('moves focus to the title of the page just shown', () => {
    render(<Titled />);
    expect(document.activeElement).toBe(screen.getByRole('heading'));
  });

  it('leaves focus on a field the page focused itself', () => {
    render(<Titled focusField />);
    expect(document.activeElement).toBe(screen.getByLabelText('姓名'));
  });

  it('takes focus from the control that led here, as the home tab does from the tab bar', () => {
    render(<button type="button">诊疗服务</button>);
    screen.getByRole('button').focus();
    render(<HeadingOnly />);
    expect(document.activeElement).toBe(screen.getByRole('heading'));
  });
});
