export { decodeEscPos, pixelDifference, renderToImage, type DecodedPrint, type EscPosEvent } from './decode';
export { fromPng, toPng } from './png';
