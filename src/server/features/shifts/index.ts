export { offlineClaim } from './offline-time';
export { displayName, shiftActorOf } from './shift-access';
