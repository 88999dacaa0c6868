export { captchaModule } from './routes.ts';
export { checkImageCaptcha } from './image-captcha.ts';
export { verifySmsCode } from './sms-codes.ts';
