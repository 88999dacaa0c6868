import type { GuidanceResult } from '@hospital/contract';
import { fireEvent, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../../test/render.tsx';
import { server } from '../../../../../test/server.ts';
import { DiversionPage } from '../../diversion/routes/diversion-page.tsx';
import { GuidanceResultsPage } from './guidance-results-page.tsx';

const RESULTS = '/intelGuidance/intelGuidance/guidanceResults';
const DIVERSION = '/preDiagnosis/preDiagnosisBlack';

const doctor = {
  docId: 7,
  doctorCode: 'D007',
  name: '李明',
  title: '主任医师' as const,
  avatarUrl: '/avatars/7.svg',
  next: [{ scheduleId: 41, date: '2026-11-27', period: 'morning' as const }],
};

function serve(result: Omit<GuidanceResult, 'version'>) {
  const asked: URL[] = [];
  server.use(
    mock.get('*/api/bodyPart/:id/partSymptomDept', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ version: 1, ...result });
    }),
    mock.get('*/api/bodyPart/:id/partSymptom', () =>
      HttpResponse.json({
        version: 1,
        part: { id: 'upper-abdomen', name: '上腹部', region: 'upper-abdomen', symptomCount: 2 },
        symptoms: [
          { id: 'stomach-ache', name: '胃痛', explanation: '上腹部疼痛' },
          { id: 'acid-reflux', name: '反酸', explanation: '酸水返到口中' },
        ],
      }),
    ),
  );
  return asked;
}

const open = (query: string) =>
  renderRoutes(
    [
      page(RESULTS, <GuidanceResultsPage />),
      page(DIVERSION, <DiversionPage />),
      page('/registerPages/sureScheduleData', <p>确认挂号</p>),
    ],
    `${RESULTS}?${query}`,
  );

describe('/intelGuidance/intelGuidance/guidanceResults', () => {
  it('ranks the departments and books a doctor on duty in one tap', async () => {
    const asked = serve({
      redFlag: null,
      departments: [
        {
          deptId: 1,
          deptCode: 'XHNK',
          deptName: '消化内科',
          score: 15,
          matchedSymptoms: ['胃痛', '反酸'],
          doctors: [doctor],
        },
        {
          deptId: 2,
          deptCode: 'PWK',
          deptName: '普外科',
          score: 4,
          matchedSymptoms: ['胃痛'],
          doctors: [],
        },
      ],
    });
    const router = open('part=upper-abdomen&figure=male&symptoms=stomach-ache,acid-reflux');
    const names = await screen.findAllByTestId('department-name');
    expect(names.map((name) => name.textContent)).toEqual(['消化内科', '普外科']);
    expect(screen.getByText('匹配度 75%')).toBeTruthy();
    expect(screen.getByText('相关症状：胃痛、反酸')).toBeTruthy();
    expect(asked[0]?.searchParams.get('symptoms')).toBe('stomach-ache,acid-reflux');
    expect(asked[0]?.searchParams.get('figure')).toBe('male');

    fireEvent.click(screen.getByRole('button', { name: '预约李明医生 11-27 周五 上午' }));
    expect(router.state.location.pathname).toBe('/registerPages/sureScheduleData');
    expect(router.state.location.search).toBe('?deptCode=XHNK&docId=7&scheduleId=41');
  });

  it('sends a red flag to the diversion page, in place of the results', async () => {
    const asked = serve({
      redFlag: { code: 'chest-pain-sweating', name: '胸痛伴大汗', advice: '请立即前往急诊科' },
      departments: [],
    });
    const router = open('part=chest&figure=child&ageMonths=3&symptoms=chest-pain,sweating');
    expect(await screen.findByTestId('diversion-rule')).toHaveProperty('textContent', '胸痛伴大汗');
    expect(screen.getByText('请立即前往急诊科')).toBeTruthy();
    expect(screen.getByTestId('diversion-call-120').getAttribute('href')).toBe('tel:120');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(asked[0]?.searchParams.get('ageMonths')).toBe('3');
  });

  it('offers booking by clinic when no department matches', async () => {
    serve({ redFlag: null, departments: [] });
    open('part=upper-abdomen&symptoms=stomach-ache');
    expect(await screen.findByText('暂未找到匹配的科室')).toBeTruthy();
    expect(screen.getByTestId('results-register').textContent).toBe('去挂号');
  });
});
