// The server sends notifications only to the push services of the major browsers, so a
// subscription cannot make it post to an arbitrary address (an internal one, say). The
// hosts are the ones browsers put in PushSubscription.endpoint:
// Chrome, Edge outside Windows, Opera, Samsung Internet: Firebase Cloud Messaging;
// Firefox: Mozilla's autopush; Safari (macOS 13+, iOS/iPadOS 16.4+ home-screen apps):
// Apple's; Edge on Windows: the Windows Push Notification Services, one host per region
// (wns2-par02p.notify.windows.com, ...). PUSH_SERVICE_ORIGINS replaces the list (tests).
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

/** Whether the endpoint is on one of the origins; `https://*.example.com` allows its subdomains. */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some((origin) => {
    const wildcard = /^(https?:)\/\/\*\.([^:/]+)(?::(\d+))?$/.exec(origin);
    if (!wildcard) return url.origin === new URL(origin).origin;
    const [, protocol, domain, port = ''] = wildcard;
    return url.protocol === protocol && url.hostname.endsWith(`.${domain!.toLowerCase()}`) && url.port === port;
  });
}
