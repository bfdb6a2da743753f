import { useCallback, useState, useSyncExternalStore } from 'react';
import { useInBrowser } from '../../shared/ui/useInBrowser';
import type { InstallPlatform, MessageToWorker } from './messages';
import { AUTO_INSTALLED_KEY, readStorage, writeStorage } from './storage';

/** What `install()` returns on iOS, where only the user can add the app (spec §4). */
export const IOS_INSTRUCTIONS = 'ios-instructions';
/** What `install()` returns when the user declined the browser's install prompt. */
export const INSTALL_DISMISSED = 'dismissed';

/** true: installed; false: failed (logged, spec §8); otherwise one of the two markers above. */
export type InstallResult = boolean | typeof IOS_INSTRUCTIONS | typeof INSTALL_DISMISSED;

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

/** Install state of spec §3, plus the action that starts an installation. */
export interface InstallState {
  /** The browser offered to install the app, or the user can add it by hand (iOS). */
  isInstallable: boolean;
  /** Running as the installed app, or installed from this browser (flag or `appinstalled`). */
  isInstalled: boolean;
  isIOS: boolean;
  /** A phone or tablet (user agent), iPadOS included. */
  isMobile: boolean;
  /** Opened from the home screen (standalone display mode). */
  isStandalone: boolean;
  /** The stored `beforeinstallprompt` event, until it is used. */
  deferredPrompt: BeforeInstallPromptEvent | null;
  install: () => Promise<InstallResult>;
}

export interface Device {
  isIOS: boolean;
  isMobile: boolean;
  isStandalone: boolean;
}

/** What the server draws for: no device known, nothing installed. */
const NO_DEVICE: Device = { isIOS: false, isMobile: false, isStandalone: false };

export function detectDevice(): Device {
  if (typeof window === 'undefined') return NO_DEVICE;
  const userAgent = navigator.userAgent;
  // iPadOS presents itself as a Mac; only its touch screen tells them apart.
  const isIPadOS = /Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1;
  const isIOS = /iPhone|iPad|iPod/i.test(userAgent) || isIPadOS;
  const isMobile = isIOS || /Android|Mobi|Opera Mini|IEMobile/i.test(userAgent);
  const isStandalone =
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { isIOS, isMobile, isStandalone };
}

// One store for the whole page: the browser sends `beforeinstallprompt` once, whoever listens.
let deferredPrompt: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();
let listening = false;

function notify() {
  for (const subscriber of subscribers) subscriber();
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our popup offers the installation.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    writeStorage(AUTO_INSTALLED_KEY, 'true');
    notify();
  });
  // Installed from another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === AUTO_INSTALLED_KEY) notify();
  });
}

function subscribe(subscriber: () => void) {
  listen();
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

const getDeferredPrompt = () => deferredPrompt;
const getInstalledFlag = () => readStorage(AUTO_INSTALLED_KEY) === 'true';
const onServer = () => null;
const notOnServer = () => false;

/**
 * Starts listening for the browser's install events before any component mounts, so an early
 * `beforeinstallprompt` is not lost. Safe to call more than once.
 */
export function listenForInstallPrompt(): void {
  listen();
}

/** Forgets the stored prompt; for tests. */
export function resetInstallState(): void {
  deferredPrompt = null;
  notify();
}

/** Asks the worker to make sure the app shell is cached (contract in src/sw.ts). */
async function prepareWorker(platform: InstallPlatform): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const message: MessageToWorker = { type: 'AUTO_INSTALL_PWA', platform };
  registration?.active?.postMessage(message);
}

function notifyWorker(platform: InstallPlatform) {
  prepareWorker(platform).catch((error: unknown) => {
    console.warn('Service worker not told about the installation', error);
  });
}

export function useInstallState(): InstallState {
  const prompt = useSyncExternalStore(subscribe, getDeferredPrompt, onServer);
  const installedFlag = useSyncExternalStore(subscribe, getInstalledFlag, notOnServer);
  const [detected] = useState(detectDevice);
  // The server's drawing knows no device: the browser's first render (taking it over) neither.
  const device = useInBrowser() ? detected : NO_DEVICE;
  const isInstalled = device.isStandalone || installedFlag;

  const install = useCallback(async (): Promise<InstallResult> => {
    if (device.isIOS) {
      notifyWorker('ios');
      return IOS_INSTRUCTIONS;
    }
    try {
      const event = deferredPrompt;
      if (!event) throw new Error('The browser has not offered to install the app');
      // A prompt can be shown only once.
      deferredPrompt = null;
      notify();
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome !== 'accepted') return INSTALL_DISMISSED;
      writeStorage(AUTO_INSTALLED_KEY, 'true');
      notify();
      // Prompt-based installs (Android and desktop Chromium) share the 'android' platform.
      notifyWorker('android');
      return true;
    } catch (error) {
      console.error('App installation failed', error);
      return false;
    }
  }, [device.isIOS]);

  return {
    isInstallable: !isInstalled && (prompt !== null || device.isIOS),
    isInstalled,
    isIOS: device.isIOS,
    isMobile: device.isMobile,
    isStandalone: device.isStandalone,
    deferredPrompt: prompt,
    install,
  };
}
