export { assertPasswordNotCommon } from './auth.service';
