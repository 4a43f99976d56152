import type { ApiBody } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type PushSubscriptionInput = ApiBody<'/api/push/subscriptions', 'post'>;

export async function fetchVapidPublicKey(): Promise<string> {
  return (await unwrap(apiClient.GET('/api/push/vapid-public-key'))).publicKey;
}

export async function saveSubscription(input: PushSubscriptionInput): Promise<void> {
  await unwrap(apiClient.POST('/api/push/subscriptions', { body: input }));
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/push/subscriptions', { body: { endpoint } }));
}
