import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/**
 * Booking, paying, appointments, payment records, followed doctors, ratings and the queue
 * (spec section 2); a chunk per page.
 */
export const registrationRoutes: RouteObject[] = [
  page(
    'registerPages/registerPage',
    async () => (await import('../../features/registration/routes/register-page.tsx')).RegisterPage,
  ),
  page(
    'registerPages/choiceDoctor',
    async () =>
      (await import('../../features/registration/routes/choice-doctor-page.tsx')).ChoiceDoctorPage,
  ),
  page(
    'registerPages/doctorDetail',
    async () =>
      (await import('../../features/registration/routes/doctor-detail-page.tsx')).DoctorDetailPage,
  ),
  page(
    'registerPages/scheduleDate',
    async () =>
      (await import('../../features/registration/routes/schedule-date-page.tsx')).ScheduleDatePage,
  ),
  page(
    'registerPages/sureScheduleData',
    async () =>
      (await import('../../features/registration/routes/sure-schedule-page.tsx')).SureSchedulePage,
  ),
  page(
    'registerPages/allDoctorList',
    async () =>
      (await import('../../features/registration/routes/all-doctor-list-page.tsx'))
        .AllDoctorListPage,
  ),
  page(
    'registerPages/elderlyVoucher',
    async () =>
      (await import('../../features/registration/routes/elderly-voucher-page.tsx'))
        .ElderlyVoucherPage,
  ),
  page(
    'registerPages/scheduleSuccess',
    async () =>
      (await import('../../features/appointments/routes/schedule-success-page.tsx'))
        .ScheduleSuccessPage,
  ),
  page(
    'regHistory/regHistory',
    async () =>
      (await import('../../features/appointments/routes/reg-history-page.tsx')).RegHistoryPage,
  ),
  page(
    'regHistory/regDetail',
    async () =>
      (await import('../../features/appointments/routes/reg-detail-page.tsx')).RegDetailPage,
  ),
  page(
    'regHistory/openProve',
    async () =>
      (await import('../../features/appointments/routes/open-prove-page.tsx')).OpenProvePage,
  ),
  page(
    'pay/fullPayment',
    async () =>
      (await import('../../features/appointments/routes/full-payment-page.tsx')).FullPaymentPage,
  ),
  page(
    'pay/wxPaySuccess',
    async () =>
      (await import('../../features/appointments/routes/wx-pay-success-page.tsx')).WxPaySuccessPage,
  ),
  page(
    'pay/paymentMethod',
    async () =>
      (await import('../../features/appointments/routes/payment-method-page.tsx'))
        .PaymentMethodPage,
  ),
  page(
    'paymentRecords/paymentRecord',
    async () =>
      (await import('../../features/payments/routes/payment-record-page.tsx')).PaymentRecordPage,
  ),
  page(
    'paymentRecords/paymentRecordDetail',
    async () =>
      (await import('../../features/payments/routes/payment-record-detail-page.tsx'))
        .PaymentRecordDetailPage,
  ),
  page(
    'doctor/followDoctor',
    async () =>
      (await import('../../features/doctors/routes/follow-doctor-page.tsx')).FollowDoctorPage,
  ),
  page(
    'myAppraises/treatmentAppraise',
    async () =>
      (await import('../../features/doctors/routes/treatment-appraise-page.tsx'))
        .TreatmentAppraisePage,
  ),
  page(
    'myAppraises/myAppraise',
    async () => (await import('../../features/doctors/routes/my-appraise-page.tsx')).MyAppraisePage,
  ),
  page(
    'myAppraises/appraisesDetail',
    async () =>
      (await import('../../features/doctors/routes/appraises-detail-page.tsx')).AppraisesDetailPage,
  ),
  page(
    'waitingPages/waitList',
    async () => (await import('../../features/queue/routes/wait-list-page.tsx')).WaitListPage,
  ),
];
