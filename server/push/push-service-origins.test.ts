import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS, isAllowedPushEndpoint } from './push-service-origins';

describe('push service allow-list', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dXJ0:APA91b',
    'https://fcm.googleapis.com/wp/cYZ1:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
    'https://web.push.apple.com/QGmA2k6_0Xv',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
  ])('allows %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/fcm.googleapis.com',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://notify.windows.com/w/',
    'https://evilnotify.windows.com/w/',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS)).toBe(false);
  });

  it('uses the list it is given instead', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:4443/push/1', ['https://127.0.0.1:4443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4444/push/1', ['https://127.0.0.1:4443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', ['https://127.0.0.1:4443'])).toBe(false);
  });
});
