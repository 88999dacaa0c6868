// What toast.ts fetches the first time anything is toasted.
export { Toast } from 'antd-mobile';
