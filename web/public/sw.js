/*
 * The shop's service worker: Web Push only (spec §4). It caches nothing, so a deploy never leaves
 * a stale page behind; the crash screen's restart still clears Cache Storage for older workers.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** `{ title, body, url, tag }` from server/push/order-status-pushes.ts; a bare text is shown as is. */
function readPush(data) {
  if (!data) return { title: 'Shoppy', body: '' };
  try {
    return data.json();
  } catch {
    return { title: 'Shoppy', body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Shoppy', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
