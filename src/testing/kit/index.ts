// Vitest's entry to the test kit. Playwright imports ./shop and ./over-http, which do not load the
// server's modules.
export { httpAgent, injectAgent, type Agent, type Answer } from './agent';
export { inProcess } from './in-process';
export { overHttp } from './over-http';
export { aCashier, anOpenShift, aPerson, aProduct, aSale, aShop, expectStatus, type Person, type Shop, type World } from './shop';
