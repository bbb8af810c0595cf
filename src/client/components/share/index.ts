export { ShareButton } from './share-button';
export { messagingKeys, type ShareTarget } from './share-target';
export { MessageLog } from './message-log';
