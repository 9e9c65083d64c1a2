// A readable device name from a User-Agent header ("Chrome on Android"), for the active sessions list. Only the
// common browsers and systems are told apart; anything else reads as "Unknown". The name is written in the
// request's language (browsers' and systems' names stay as they are).
import { t } from '../lib/i18n';

export interface DeviceInfo {
  browser: string;
  os: string;
  /** "Chrome on Android", "Safari on iPhone", or "Unknown device". */
  device: string;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';

export function describeUserAgent(userAgent: string): DeviceInfo {
  const browser = first(userAgent, BROWSERS);
  const os = first(userAgent, SYSTEMS);
  const device = browser === 'Unknown' && os === 'Unknown'
    ? t('api.device.unknown')
    : browser === 'Unknown' ? os : os === 'Unknown' ? browser : t('api.device.browserOnSystem', { browser, os });
  return { browser, os, device };
}
