import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Booking, paying, appointments, payment records, followed doctors, ratings and the queue; a chunk
 * per page.
 */
export const registrationRoutes: RouteObject[] = [
  lazyPage(
    paths.register,
    async () => (await import('../../features/registration/routes/register-page.tsx')).RegisterPage,
  ),
  lazyPage(
    paths.choiceDoctor,
    async () =>
      (await import('../../features/registration/routes/choice-doctor-page.tsx')).ChoiceDoctorPage,
  ),
  lazyPage(
    paths.doctorDetail,
    async () =>
      (await import('../../features/registration/routes/doctor-detail-page.tsx')).DoctorDetailPage,
  ),
  lazyPage(
    paths.scheduleDate,
    async () =>
      (await import('../../features/registration/routes/schedule-date-page.tsx')).ScheduleDatePage,
  ),
  lazyPage(
    paths.confirmSchedule,
    async () =>
      (await import('../../features/registration/routes/sure-schedule-page.tsx')).SureSchedulePage,
  ),
  lazyPage(
    paths.allDoctors,
    async () =>
      (await import('../../features/registration/routes/all-doctor-list-page.tsx'))
        .AllDoctorListPage,
  ),
  lazyPage(
    paths.elderlyVoucher,
    async () =>
      (await import('../../features/registration/routes/elderly-voucher-page.tsx'))
        .ElderlyVoucherPage,
  ),
  lazyPage(
    paths.scheduleSuccess,
    async () =>
      (await import('../../features/appointments/routes/schedule-success-page.tsx'))
        .ScheduleSuccessPage,
  ),
  lazyPage(
    paths.regHistory,
    async () =>
      (await import('../../features/appointments/routes/reg-history-page.tsx')).RegHistoryPage,
  ),
  lazyPage(
    paths.regDetail,
    async () =>
      (await import('../../features/appointments/routes/reg-detail-page.tsx')).RegDetailPage,
  ),
  lazyPage(
    paths.regProve,
    async () =>
      (await import('../../features/appointments/routes/open-prove-page.tsx')).OpenProvePage,
  ),
  lazyPage(
    paths.fullPayment,
    async () =>
      (await import('../../features/appointments/routes/full-payment-page.tsx')).FullPaymentPage,
  ),
  lazyPage(
    paths.paySuccess,
    async () =>
      (await import('../../features/appointments/routes/wx-pay-success-page.tsx')).WxPaySuccessPage,
  ),
  lazyPage(
    paths.paymentMethod,
    async () =>
      (await import('../../features/appointments/routes/payment-method-page.tsx'))
        .PaymentMethodPage,
  ),
  lazyPage(
    paths.paymentRecords,
    async () =>
      (await import('../../features/payments/routes/payment-record-page.tsx')).PaymentRecordPage,
  ),
  lazyPage(
    paths.paymentRecordDetail,
    async () =>
      (await import('../../features/payments/routes/payment-record-detail-page.tsx'))
        .PaymentRecordDetailPage,
  ),
  lazyPage(
    paths.followDoctor,
    async () =>
      (await import('../../features/doctors/routes/follow-doctor-page.tsx')).FollowDoctorPage,
  ),
  lazyPage(
    paths.treatmentAppraise,
    async () =>
      (await import('../../features/doctors/routes/treatment-appraise-page.tsx'))
        .TreatmentAppraisePage,
  ),
  lazyPage(
    paths.myAppraise,
    async () => (await import('../../features/doctors/routes/my-appraise-page.tsx')).MyAppraisePage,
  ),
  lazyPage(
    paths.appraiseDetail,
    async () =>
      (await import('../../features/doctors/routes/appraises-detail-page.tsx')).AppraisesDetailPage,
  ),
  lazyPage(
    paths.waitList,
    async () => (await import('../../features/queue/routes/wait-list-page.tsx')).WaitListPage,
  ),
];
