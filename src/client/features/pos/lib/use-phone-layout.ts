/** The till's phone layout (a cart bar and a cart sheet, one More menu) follows the shell's phone width. */
export { usePhone as usePhoneLayout } from '#client/components/layout/use-phone';
