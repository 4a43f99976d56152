import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { HomeBlock } from '../homeBlocks';

/** The published blocks; null while nothing has been published (the default layout applies). */
export async function fetchPublishedHomeBlocks(): Promise<HomeBlock[] | null> {
  return (await unwrap(apiClient.GET('/api/page-contents/home'))).blocks;
}
