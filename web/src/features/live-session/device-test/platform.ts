/**
 * doc 2 §2 Device test dialog: the Speakers tab (and speaker controls) only on desktop browsers other than Firefox;
 * on Firefox, iOS or mobile the Microphone tab is the only audio tab.
 */
export function speakersTabShown(userAgent: string, maxTouchPoints = 0): boolean {
  const firefox = /Firefox\/|FxiOS/i.test(userAgent);
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const mobile = /Android|Mobi/i.test(userAgent);
  return !(firefox || ios || mobile);
}

/** Whether audio can be sent to a chosen output device here (Chromium: HTMLMediaElement / AudioContext setSinkId). */
export function outputSelectable(): boolean {
  return typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;
}
