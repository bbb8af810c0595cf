export { updateBusinessSettings } from './settings.service';
