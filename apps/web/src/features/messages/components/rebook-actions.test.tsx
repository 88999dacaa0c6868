import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { RebookActions } from './rebook-actions.tsx';

const PATH = '/app/appMessageDetail';

const render = (scheduleId: number | null) =>
  renderRoutes(
    [
      page(
        PATH,
        <RebookActions
          offer={{ appointmentId: 5, deptCode: 'NK01', docId: scheduleId && 7, scheduleId }}
        />,
      ),
      page('/registerPages/sureScheduleData', <p>confirm page</p>),
      page('/registerPages/choiceDoctor', <p>doctors page</p>),
      page('/regHistory/regDetail', <p>detail page</p>),
    ],
    `${PATH}?id=message-3`,
  );

describe("a clinic-stop message's rebook", () => {
  it("opens the booking confirmation of the doctor's next half-day in one tap", async () => {
    const router = render(77);
    fireEvent.click(await screen.findByText('一键改约'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/registerPages/sureScheduleData'),
    );
    expect(router.state.location.search).toBe('?deptCode=NK01&docId=7&scheduleId=77');
  });

  it("opens the department's doctors without a half-day of the same doctor", async () => {
    const router = render(null);
    fireEvent.click(await screen.findByText('改约本科室其他医生'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registerPages/choiceDoctor'));
    expect(router.state.location.search).toBe('?deptCode=NK01');
  });

  it('leads to the appointment it ended', async () => {
    const router = render(77);
    fireEvent.click(await screen.findByTestId('message-appointment'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(router.state.location.pathname).toBe('/regHistory/regDetail');
  });
});
