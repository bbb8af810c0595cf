export { sendMessage } from './send-message';
export { loadSmsGateway } from './sms-gateway';
