import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { appointmentsCatalogues } from '../../features/appointments/i18n/catalogues.ts';
import { doctorsCatalogues } from '../../features/doctors/i18n/catalogues.ts';
import { paymentsCatalogues } from '../../features/payments/i18n/catalogues.ts';
import { queueCatalogues } from '../../features/queue/i18n/catalogues.ts';
import { registrationCatalogues } from '../../features/registration/i18n/catalogues.ts';

/**
 * Booking, paying, appointments, payment records, followed doctors, ratings and the queue; a chunk
 * per page.
 */
export const registrationRoutes: RouteObject[] = [
  lazyPage(
    paths.register,
    async () => (await import('../../features/registration/routes/register-page.tsx')).RegisterPage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.choiceDoctor,
    async () =>
      (await import('../../features/registration/routes/choice-doctor-page.tsx')).ChoiceDoctorPage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.doctorDetail,
    async () =>
      (await import('../../features/registration/routes/doctor-detail-page.tsx')).DoctorDetailPage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.scheduleDate,
    async () =>
      (await import('../../features/registration/routes/schedule-date-page.tsx')).ScheduleDatePage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.confirmSchedule,
    async () =>
      (await import('../../features/registration/routes/sure-schedule-page.tsx')).SureSchedulePage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.allDoctors,
    async () =>
      (await import('../../features/registration/routes/all-doctor-list-page.tsx'))
        .AllDoctorListPage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.elderlyVoucher,
    async () =>
      (await import('../../features/registration/routes/elderly-voucher-page.tsx'))
        .ElderlyVoucherPage,
    [registrationCatalogues],
  ),
  lazyPage(
    paths.scheduleSuccess,
    async () =>
      (await import('../../features/appointments/routes/schedule-success-page.tsx'))
        .ScheduleSuccessPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.regHistory,
    async () =>
      (await import('../../features/appointments/routes/reg-history-page.tsx')).RegHistoryPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.regDetail,
    async () =>
      (await import('../../features/appointments/routes/reg-detail-page.tsx')).RegDetailPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.regProve,
    async () =>
      (await import('../../features/appointments/routes/open-prove-page.tsx')).OpenProvePage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.fullPayment,
    async () =>
      (await import('../../features/appointments/routes/full-payment-page.tsx')).FullPaymentPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.paySuccess,
    async () =>
      (await import('../../features/appointments/routes/wx-pay-success-page.tsx')).WxPaySuccessPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.paymentMethod,
    async () =>
      (await import('../../features/appointments/routes/payment-method-page.tsx'))
        .PaymentMethodPage,
    [appointmentsCatalogues],
  ),
  lazyPage(
    paths.paymentRecords,
    async () =>
      (await import('../../features/payments/routes/payment-record-page.tsx')).PaymentRecordPage,
    [paymentsCatalogues],
  ),
  lazyPage(
    paths.paymentRecordDetail,
    async () =>
      (await import('../../features/payments/routes/payment-record-detail-page.tsx'))
        .PaymentRecordDetailPage,
    [paymentsCatalogues],
  ),
  lazyPage(
    paths.followDoctor,
    async () =>
      (await import('../../features/doctors/routes/follow-doctor-page.tsx')).FollowDoctorPage,
    [doctorsCatalogues],
  ),
  lazyPage(
    paths.treatmentAppraise,
    async () =>
      (await import('../../features/doctors/routes/treatment-appraise-page.tsx'))
        .TreatmentAppraisePage,
    [doctorsCatalogues],
  ),
  lazyPage(
    paths.myAppraise,
    async () => (await import('../../features/doctors/routes/my-appraise-page.tsx')).MyAppraisePage,
    [doctorsCatalogues],
  ),
  lazyPage(
    paths.appraiseDetail,
    async () =>
      (await import('../../features/doctors/routes/appraises-detail-page.tsx')).AppraisesDetailPage,
    [doctorsCatalogues],
  ),
  lazyPage(
    paths.waitList,
    async () => (await import('../../features/queue/routes/wait-list-page.tsx')).WaitListPage,
    [queueCatalogues],
  ),
];
