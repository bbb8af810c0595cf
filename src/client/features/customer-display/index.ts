/**
 * The customer display: its page is this feature's own (the app routes to it); the till publishes
 * what it shows over the display channel below, the only part another feature may import.
 */
export { publishDisplayQr } from './display-channel';
