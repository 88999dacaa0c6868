import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../../test/render.tsx';
import { DiversionPage } from './diversion-page.tsx';

const DIVERSION = '/preDiagnosis/preDiagnosisBlack';

// The faked network refuses any request no test declared: these pass only if the page asks nothing.
describe('/preDiagnosis/preDiagnosisBlack', () => {
  it('opened directly, gives the general advice and the emergency numbers', async () => {
    renderRoutes([page(DIVERSION, <DiversionPage />)], DIVERSION);
    expect(await screen.findByRole('heading', { name: '请立即就医' })).toBeTruthy();
    expect(screen.getByText(/请立即前往急诊科就诊，或拨打120急救电话/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /拨打120急救电话/ }).getAttribute('href')).toBe(
      'tel:120',
    );
    expect(screen.getByText('急诊楼一楼（24小时开放）')).toBeTruthy();
    expect(screen.queryByTestId('diversion-rule')).toBeNull();
  });

  it('ignores a history entry that does not carry a well-formed rule', async () => {
    const router = renderRoutes([page(DIVERSION, <DiversionPage />)], DIVERSION);
    act(() => router.navigate(DIVERSION, { state: { redFlag: { name: 42 } } }));
    expect(await screen.findByRole('heading', { name: '请立即就医' })).toBeTruthy();
    expect(screen.queryByTestId('diversion-rule')).toBeNull();
  });
});
