export type MobilePlatform = 'android' | 'iphone';

/** §2 mobile banner: Android or iPhone only. */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone/i.test(userAgent)) return 'iphone';
  return null;
}
