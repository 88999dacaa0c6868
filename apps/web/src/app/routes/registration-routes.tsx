import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/**
 * Booking, paying, appointments, payment records, followed doctors, ratings and the queue; a chunk
 * per page.
 */
export const registrationRoutes: RouteObject[] = [
  lazyPage(
    'registerPages/registerPage',
    async () => (await import('../../features/registration/routes/register-page.tsx')).RegisterPage,
  ),
  lazyPage(
    'registerPages/choiceDoctor',
    async () =>
      (await import('../../features/registration/routes/choice-doctor-page.tsx')).ChoiceDoctorPage,
  ),
  lazyPage(
    'registerPages/doctorDetail',
    async () =>
      (await import('../../features/registration/routes/doctor-detail-page.tsx')).DoctorDetailPage,
  ),
  lazyPage(
    'registerPages/scheduleDate',
    async () =>
      (await import('../../features/registration/routes/schedule-date-page.tsx')).ScheduleDatePage,
  ),
  lazyPage(
    'registerPages/sureScheduleData',
    async () =>
      (await import('../../features/registration/routes/sure-schedule-page.tsx')).SureSchedulePage,
  ),
  lazyPage(
    'registerPages/allDoctorList',
    async () =>
      (await import('../../features/registration/routes/all-doctor-list-page.tsx'))
        .AllDoctorListPage,
  ),
  lazyPage(
    'registerPages/elderlyVoucher',
    async () =>
      (await import('../../features/registration/routes/elderly-voucher-page.tsx'))
        .ElderlyVoucherPage,
  ),
  lazyPage(
    'registerPages/scheduleSuccess',
    async () =>
      (await import('../../features/appointments/routes/schedule-success-page.tsx'))
        .ScheduleSuccessPage,
  ),
  lazyPage(
    'regHistory/regHistory',
    async () =>
      (await import('../../features/appointments/routes/reg-history-page.tsx')).RegHistoryPage,
  ),
  lazyPage(
    'regHistory/regDetail',
    async () =>
      (await import('../../features/appointments/routes/reg-detail-page.tsx')).RegDetailPage,
  ),
  lazyPage(
    'regHistory/openProve',
    async () =>
      (await import('../../features/appointments/routes/open-prove-page.tsx')).OpenProvePage,
  ),
  lazyPage(
    'pay/fullPayment',
    async () =>
      (await import('../../features/appointments/routes/full-payment-page.tsx')).FullPaymentPage,
  ),
  lazyPage(
    'pay/wxPaySuccess',
    async () =>
      (await import('../../features/appointments/routes/wx-pay-success-page.tsx')).WxPaySuccessPage,
  ),
  lazyPage(
    'pay/paymentMethod',
    async () =>
      (await import('../../features/appointments/routes/payment-method-page.tsx'))
        .PaymentMethodPage,
  ),
  lazyPage(
    'paymentRecords/paymentRecord',
    async () =>
      (await import('../../features/payments/routes/payment-record-page.tsx')).PaymentRecordPage,
  ),
  lazyPage(
    'paymentRecords/paymentRecordDetail',
    async () =>
      (await import('../../features/payments/routes/payment-record-detail-page.tsx'))
        .PaymentRecordDetailPage,
  ),
  lazyPage(
    'doctor/followDoctor',
    async () =>
      (await import('../../features/doctors/routes/follow-doctor-page.tsx')).FollowDoctorPage,
  ),
  lazyPage(
    'myAppraises/treatmentAppraise',
    async () =>
      (await import('../../features/doctors/routes/treatment-appraise-page.tsx'))
        .TreatmentAppraisePage,
  ),
  lazyPage(
    'myAppraises/myAppraise',
    async () => (await import('../../features/doctors/routes/my-appraise-page.tsx')).MyAppraisePage,
  ),
  lazyPage(
    'myAppraises/appraisesDetail',
    async () =>
      (await import('../../features/doctors/routes/appraises-detail-page.tsx')).AppraisesDetailPage,
  ),
  lazyPage(
    'waitingPages/waitList',
    async () => (await import('../../features/queue/routes/wait-list-page.tsx')).WaitListPage,
  ),
];
