import { Redis } from 'ioredis';
import { decodeChange, encodeChange, type ChangeFeed, type ChangeListener } from './change-feed.ts';

/**
 * Pub/sub needs a connection of its own for subscribing. After a reconnect the subscriber
 * may have missed messages, so its listeners hear "everything changed".
 */
export function createRedisChangeFeed(url: string, channel = 'hospital:changes'): ChangeFeed {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
  const listeners: ChangeListener[] = [];
  let connected = false;
  subscriber.on('ready', () => {
    if (connected) for (const listener of listeners) listener(null);
    connected = true;
  });
  subscriber.on('message', (_channel: string, message: string) => {
    for (const listener of listeners) listener(decodeChange(message));
  });
  return {
    publish: async (change) => {
      await publisher.publish(channel, encodeChange(change));
    },
    subscribe: async (listener) => {
      listeners.push(listener);
      if (listeners.length === 1) await subscriber.subscribe(channel);
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
