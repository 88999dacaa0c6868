import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { CheckedForm } from './checked-form.tsx';

describe('CheckedForm', () => {
  it('reads out the first field error when a submit is refused', async () => {
    const user = userEvent.setup();
    render(
      <CheckedForm
        footer={
          <Button type="submit" color="primary">
            登录
          </Button>
        }
      >
        <Form.Item
          name="phone"
          label="手机号"
          rules={[{ required: true, message: '请输入手机号' }]}
        >
          <Input />
        </Form.Item>
      </CheckedForm>,
    );
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(document.querySelector('[aria-live=polite]')?.textContent).toBe('请输入手机号'),
    );
  });
});
