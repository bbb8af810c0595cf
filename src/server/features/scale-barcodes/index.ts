export { getScaleBarcodes } from './scale-barcodes.service';
