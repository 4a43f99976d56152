import type { ApiResponse } from '../../../api/types';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ActivePopup = NonNullable<ApiResponse<'/api/popups/active', 'get'>['popup']>;

export async function fetchActivePopup(): Promise<ActivePopup | null> {
  return (await unwrap(publicClient.GET('/api/popups/active'))).popup;
}
