import type { PrecheckRecord, SavePrecheck } from '@hospital/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, renderRoutes } from '../../../../../test/render.tsx';
import { server } from '../../../../../test/server.ts';
import { form, record } from '../test/fixtures.ts';
import { DiagnosisInputPage } from './diagnosis-input-page.tsx';

const INPUT = '/preDiagnosis/preDiagnosisInput';
const RESULT = '/preDiagnosis/preDiagnosisResult';
const BLACK = '/preDiagnosis/preDiagnosisBlack';

/** The form of visit 7, and a save that answers `reply` and keeps what was sent. */
function precheckServer(reply: (body: SavePrecheck) => Response) {
  const sent: SavePrecheck[] = [];
  server.use(
    mock.get('*/api/precheck/getData', () => HttpResponse.json({ visits: [], form: form() })),
    mock.post('*/api/precheck/save', async ({ request }) => {
      const body = (await request.json()) as SavePrecheck;
      sent.push(body);
      return reply(body);
    }),
  );
  return sent;
}

function open() {
  return renderRoutes(
    [
      page(INPUT, <DiagnosisInputPage />),
      page(RESULT, <p>result page</p>),
      page(BLACK, <p>diversion page</p>),
    ],
    `${INPUT}?appointmentId=7`,
  );
}

// jsdom lays nothing out, so it has nothing to scroll.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const question = (code: string) => screen.getByTestId(`question-${code}`);
const choose = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
const next = () => fireEvent.click(screen.getByTestId('precheck-next'));

describe('/preDiagnosis/preDiagnosisInput', () => {
  it('shows a follow-up while its symptom is chosen, and asks for it before going on', async () => {
    precheckServer(() => HttpResponse.json(record()));
    open();
    await screen.findByTestId('question-complaint');
    expect(screen.queryByTestId('question-pain-spreads')).toBeNull();

    choose('胸痛');
    expect(question('pain-spreads')).toBeTruthy();
    next();
    expect(
      within(question('pain-spreads')).getByText('请回答：疼痛会放射到左肩或后背吗？'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '移除胸痛' }));
    expect(screen.queryByTestId('question-pain-spreads')).toBeNull();
  });

  it('finds symptoms by their plain explanation', async () => {
    precheckServer(() => HttpResponse.json(record()));
    open();
    const search = within(await screen.findByTestId('question-complaint')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '冷汗' } });
    expect(screen.getAllByTestId('symptom-option').map((option) => option.textContent)).toEqual([
      '大汗没有运动却出很多汗、冷汗',
    ]);
  });

  it('puts the server’s refusal on the question it names, on that question’s step', async () => {
    const sent = precheckServer(() =>
      HttpResponse.json(
        { message: '这次主要哪里不舒服？：症状不在可选范围内', field: 'complaint' },
        { status: 400 },
      ),
    );
    open();
    await screen.findByTestId('question-complaint');
    choose('胃痛');
    next();
    fireEvent.change(within(await screen.findByTestId('question-allergies')).getByRole('textbox'), {
      target: { value: '无' },
    });
    next();
    expect(
      await within(await screen.findByTestId('question-complaint')).findByText(
        '这次主要哪里不舒服？：症状不在可选范围内',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      { appointmentId: 7, answers: { complaint: ['stomach-ache'], allergies: '无' } },
    ]);
  });

  it('sends the patient to the diversion page in its place when a red flag fires', async () => {
    const flag = { code: 'chest-pain-sweating', name: '胸痛伴大汗', advice: '请立即前往急诊科' };
    precheckServer((body) =>
      HttpResponse.json<PrecheckRecord>(record({ answers: body.answers, redFlag: flag })),
    );
    const router = open();
    await screen.findByTestId('question-complaint');
    choose('胸痛');
    choose('大汗');
    fireEvent.click(within(question('pain-spreads')).getByLabelText('会'));
    next();
    fireEvent.change(within(await screen.findByTestId('question-allergies')).getByRole('textbox'), {
      target: { value: '无' },
    });
    next();
    await screen.findByText('diversion page');
    expect(router.state.location.search).toBe('?flag=chest-pain-sweating');
    expect(router.state.location.state).toEqual(flag);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('preDiagnosis.answers.7')).toBeNull();
  });

  it('keeps the answers given so far when the page is opened again', async () => {
    precheckServer(() => HttpResponse.json(record()));
    sessionStorage.setItem('preDiagnosis.answers.7', JSON.stringify({ complaint: ['sweating'] }));
    open();
    await screen.findByTestId('question-complaint');
    expect(screen.getByRole('button', { name: '移除大汗' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeTruthy());
  });
});
