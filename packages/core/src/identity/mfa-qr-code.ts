import QRCode from 'qrcode';

/**
 * The QR code (a PNG data URL) an authenticator app scans to set up. Only the app setup needs it: mfa-setup.ts loads
 * this module by package name on that path, so that a Lambda bundle leaves qrcode and pngjs (58 KB) out and ships it
 * beside the bundle (infra/lib/entries.ts LAZY_MODULES).
 */
export const qrCodeDataUrl = (text: string): Promise<string> => QRCode.toDataURL(text);
