import { checkAnswers, type SavePrecheck } from '@hospital/contract';
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

const FLAG = { code: 'chest-pain-sweating', name: '胸痛伴大汗', advice: '请立即前往急诊科' };

/**
 * Visit 7's form, and a save that judges as the server does: the answers are checked, a red
 * flag (chest pain with sweating) is kept whatever is missing, else the first refusal is a 400
 * naming its question. `refuseOnSubmit` plays a refusal only the server can make.
 */
function precheckServer(refuseOnSubmit?: { field: string; message: string }) {
  const sent: SavePrecheck[] = [];
  const { questions, symptoms } = form();
  server.use(
    mock.get('*/api/precheck/getData', () => HttpResponse.json({ visits: [], form: form() })),
    mock.post('*/api/precheck/save', async ({ request }) => {
      const body = (await request.json()) as SavePrecheck;
      sent.push(body);
      const catalogue = symptoms.map((symptom) => ({ code: symptom.id }));
      const check = checkAnswers({ questions, symptoms: catalogue }, body.answers, 600);
      const flagged = ['chest-pain', 'sweating'].every((code) => check.facts.symptoms.has(code));
      if (check.ok && refuseOnSubmit)
        return HttpResponse.json(
          { message: refuseOnSubmit.message, field: refuseOnSubmit.field },
          { status: 400 },
        );
      if (!check.ok && !flagged)
        return HttpResponse.json(
          { message: check.message, field: check.question },
          { status: 400 },
        );
      return HttpResponse.json(record({ answers: check.answers, redFlag: flagged ? FLAG : null }));
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
    precheckServer();
    open();
    await screen.findByTestId('question-complaint');
    expect(screen.queryByTestId('question-pain-spreads')).toBeNull();

    choose('胸痛');
    expect(question('pain-spreads')).toBeTruthy();
    next();
    expect(
      await within(question('pain-spreads')).findByText('请回答：疼痛会放射到左肩或后背吗？'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '移除胸痛' }));
    expect(screen.queryByTestId('question-pain-spreads')).toBeNull();
  });

  it('finds symptoms by their plain explanation', async () => {
    precheckServer();
    open();
    const search = within(await screen.findByTestId('question-complaint')).getByRole('searchbox');
    fireEvent.input(search, { target: { value: '冷汗' } });
    expect(screen.getAllByTestId('symptom-option').map((option) => option.textContent)).toEqual([
      '大汗没有运动却出很多汗、冷汗',
    ]);
  });

  it('puts the server’s refusal on the question it names, on that question’s step', async () => {
    const sent = precheckServer({
      field: 'complaint',
      message: '这次主要哪里不舒服？：症状不在可选范围内',
    });
    open();
    await screen.findByTestId('question-complaint');
    choose('胃痛');
    next();
    // The allergies the server still misses are on the next step: the patient is taken there.
    const allergies = await screen.findByTestId('question-allergies');
    expect(within(allergies).queryByRole('alert')).toBeNull();
    fireEvent.input(within(allergies).getByRole('textbox'), { target: { value: '无' } });
    next();
    expect(
      await within(await screen.findByTestId('question-complaint')).findByText(
        '这次主要哪里不舒服？：症状不在可选范围内',
      ),
    ).toBeTruthy();
    expect(sent.map(({ answers }) => answers)).toEqual([
      { complaint: ['stomach-ache'] },
      { complaint: ['stomach-ache'], allergies: '无' },
    ]);
  });

  it('sends the patient to the diversion page at once when a red flag fires', async () => {
    precheckServer();
    const router = open();
    await screen.findByTestId('question-complaint');
    choose('胸痛');
    choose('大汗');
    // The follow-up and the allergies are still unanswered: nothing may delay the diversion.
    next();
    await screen.findByText('diversion page');
    expect(router.state.location.pathname).toBe(BLACK);
    expect(router.state.location.state).toEqual({ redFlag: FLAG });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('preDiagnosis.answers.7')).toBeNull();
  });

  it('opens the result once every step is answered', async () => {
    precheckServer();
    const router = open();
    await screen.findByTestId('question-complaint');
    choose('胃痛');
    next();
    fireEvent.input(within(await screen.findByTestId('question-allergies')).getByRole('textbox'), {
      target: { value: '青霉素' },
    });
    next();
    await screen.findByText('result page');
    expect(router.state.location.search).toBe('?appointmentId=7');
  });

  it('keeps the answers given so far when the page is opened again', async () => {
    precheckServer();
    sessionStorage.setItem('preDiagnosis.answers.7', JSON.stringify({ complaint: ['sweating'] }));
    open();
    await screen.findByTestId('question-complaint');
    expect(screen.getByRole('button', { name: '移除大汗' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { pressed: true })).toBeTruthy());
  });
});
