export { HealthStartPage } from './health-start-page.tsx';
export { HealthPersonPage } from './health-person-page.tsx';
export { HealthInpatRegisterPage, HealthRegisterPage } from './health-register-page.tsx';
export { HealthCompletePage } from './health-complete-page.tsx';
export { HealthResultPage } from './health-result-page.tsx';
export { HealthLogPage } from './health-log-page.tsx';
