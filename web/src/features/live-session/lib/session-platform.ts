/** doc 2 §6: screen share is desktop only; full screen is not offered on iOS. */
export interface SessionPlatform {
  mobile: boolean;
  ios: boolean;
}

export function sessionPlatform(userAgent: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints ?? 0): SessionPlatform {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return { ios, mobile: ios || /Android|Mobi/i.test(userAgent) };
}
