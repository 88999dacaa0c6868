/** The appointment pages' addresses; data passes by query. */
export const HISTORY_PATH = '/regHistory/regHistory';
export const REGISTER_PATH = '/registerPages/registerPage';

export const detailPath = (id: number) => `/regHistory/regDetail?id=${id}`;
export const provePath = (id: number) => `/regHistory/openProve?id=${id}`;
export const payPath = (id: number) => `/pay/fullPayment?id=${id}`;
export const paySuccessPath = (id: number) => `/pay/wxPaySuccess?id=${id}`;
export const methodPath = (id: number) => `/pay/paymentMethod?id=${id}`;
export const successPath = (id: number) => `/registerPages/scheduleSuccess?id=${id}`;
export const ratePath = (id: number) => `/myAppraises/treatmentAppraise?appointmentId=${id}`;
export const certificatePdfUrl = (id: number) => `/api/appointment/${id}/cert?format=pdf`;
